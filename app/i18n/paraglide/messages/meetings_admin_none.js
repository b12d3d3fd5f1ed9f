/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_NoneInputs */

const en_meetings_admin_none = /** @type {(inputs: Meetings_Admin_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No meetings yet.`)
};

const de_meetings_admin_none = /** @type {(inputs: Meetings_Admin_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Versammlungen.`)
};

/**
* | output |
* | --- |
* | "No meetings yet." |
*
* @param {Meetings_Admin_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_none = /** @type {((inputs?: Meetings_Admin_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_none(inputs)
	return en_meetings_admin_none(inputs)
});