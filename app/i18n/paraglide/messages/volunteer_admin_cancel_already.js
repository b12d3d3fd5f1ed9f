/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_Cancel_AlreadyInputs */

const en_volunteer_admin_cancel_already = /** @type {(inputs: Volunteer_Admin_Cancel_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is already cancelled.`)
};

const de_volunteer_admin_cancel_already = /** @type {(inputs: Volunteer_Admin_Cancel_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie ist schon abgesagt.`)
};

/**
* | output |
* | --- |
* | "It is already cancelled." |
*
* @param {Volunteer_Admin_Cancel_AlreadyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_cancel_already = /** @type {((inputs?: Volunteer_Admin_Cancel_AlreadyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Cancel_AlreadyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_cancel_already(inputs)
	return en_volunteer_admin_cancel_already(inputs)
});