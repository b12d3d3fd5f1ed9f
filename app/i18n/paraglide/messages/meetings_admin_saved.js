/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_SavedInputs */

const en_meetings_admin_saved = /** @type {(inputs: Meetings_Admin_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The meeting is saved.`)
};

const de_meetings_admin_saved = /** @type {(inputs: Meetings_Admin_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Versammlung ist gespeichert.`)
};

/**
* | output |
* | --- |
* | "The meeting is saved." |
*
* @param {Meetings_Admin_SavedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_saved = /** @type {((inputs?: Meetings_Admin_SavedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_SavedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_saved(inputs)
	return en_meetings_admin_saved(inputs)
});