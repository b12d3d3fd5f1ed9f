/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_Already_CancelledInputs */

const en_volunteer_admin_already_cancelled = /** @type {(inputs: Volunteer_Admin_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This opportunity was already cancelled; nobody was emailed again.`)
};

const de_volunteer_admin_already_cancelled = /** @type {(inputs: Volunteer_Admin_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Schicht war schon abgesagt; niemand wurde noch mal angeschrieben.`)
};

/**
* | output |
* | --- |
* | "This opportunity was already cancelled; nobody was emailed again." |
*
* @param {Volunteer_Admin_Already_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_already_cancelled = /** @type {((inputs?: Volunteer_Admin_Already_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Already_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_already_cancelled(inputs)
	return en_volunteer_admin_already_cancelled(inputs)
});