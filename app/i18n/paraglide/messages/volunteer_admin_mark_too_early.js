/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_Mark_Too_EarlyInputs */

const en_volunteer_admin_mark_too_early = /** @type {(inputs: Volunteer_Admin_Mark_Too_EarlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendance can only be recorded once the shift has started.`)
};

const de_volunteer_admin_mark_too_early = /** @type {(inputs: Volunteer_Admin_Mark_Too_EarlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anwesenheit lässt sich erst erfassen, wenn die Schicht begonnen hat.`)
};

/**
* | output |
* | --- |
* | "Attendance can only be recorded once the shift has started." |
*
* @param {Volunteer_Admin_Mark_Too_EarlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_mark_too_early = /** @type {((inputs?: Volunteer_Admin_Mark_Too_EarlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Mark_Too_EarlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_mark_too_early(inputs)
	return en_volunteer_admin_mark_too_early(inputs)
});