/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_New_TitleInputs */

const en_meetings_admin_new_title = /** @type {(inputs: Meetings_Admin_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New general meeting`)
};

const de_meetings_admin_new_title = /** @type {(inputs: Meetings_Admin_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Mitgliederversammlung`)
};

/**
* | output |
* | --- |
* | "New general meeting" |
*
* @param {Meetings_Admin_New_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_new_title = /** @type {((inputs?: Meetings_Admin_New_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_New_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_new_title(inputs)
	return en_meetings_admin_new_title(inputs)
});