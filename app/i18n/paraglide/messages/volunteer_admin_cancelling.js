/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_CancellingInputs */

const en_volunteer_admin_cancelling = /** @type {(inputs: Volunteer_Admin_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelling...`)
};

const de_volunteer_admin_cancelling = /** @type {(inputs: Volunteer_Admin_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird abgesagt …`)
};

/**
* | output |
* | --- |
* | "Cancelling..." |
*
* @param {Volunteer_Admin_CancellingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_cancelling = /** @type {((inputs?: Volunteer_Admin_CancellingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_CancellingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_cancelling(inputs)
	return en_volunteer_admin_cancelling(inputs)
});