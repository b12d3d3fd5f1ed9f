/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Public_PageInputs */

const en_meetings_admin_public_page = /** @type {(inputs: Meetings_Admin_Public_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The members' page`)
};

const de_meetings_admin_public_page = /** @type {(inputs: Meetings_Admin_Public_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Seite für Mitglieder`)
};

/**
* | output |
* | --- |
* | "The members' page" |
*
* @param {Meetings_Admin_Public_PageInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_public_page = /** @type {((inputs?: Meetings_Admin_Public_PageInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Public_PageInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_public_page(inputs)
	return en_meetings_admin_public_page(inputs)
});