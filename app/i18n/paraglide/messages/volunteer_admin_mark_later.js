/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_Mark_LaterInputs */

const en_volunteer_admin_mark_later = /** @type {(inputs: Volunteer_Admin_Mark_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendance can be recorded here once the shift has started.`)
};

const de_volunteer_admin_mark_later = /** @type {(inputs: Volunteer_Admin_Mark_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anwesenheit kannst du hier erfassen, sobald die Schicht begonnen hat.`)
};

/**
* | output |
* | --- |
* | "Attendance can be recorded here once the shift has started." |
*
* @param {Volunteer_Admin_Mark_LaterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_mark_later = /** @type {((inputs?: Volunteer_Admin_Mark_LaterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Mark_LaterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_mark_later(inputs)
	return en_volunteer_admin_mark_later(inputs)
});