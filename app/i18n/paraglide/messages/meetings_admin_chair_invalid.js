/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Chair_InvalidInputs */

const en_meetings_admin_chair_invalid = /** @type {(inputs: Meetings_Admin_Chair_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an email address, or leave it empty`)
};

const de_meetings_admin_chair_invalid = /** @type {(inputs: Meetings_Admin_Chair_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib eine E-Mail-Adresse ein oder lass das Feld leer`)
};

/**
* | output |
* | --- |
* | "Enter an email address, or leave it empty" |
*
* @param {Meetings_Admin_Chair_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_chair_invalid = /** @type {((inputs?: Meetings_Admin_Chair_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Chair_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_chair_invalid(inputs)
	return en_meetings_admin_chair_invalid(inputs)
});