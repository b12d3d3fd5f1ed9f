/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_CancelInputs */

const en_volunteer_admin_cancel = /** @type {(inputs: Volunteer_Admin_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

const de_volunteer_admin_cancel = /** @type {(inputs: Volunteer_Admin_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Absagen`)
};

/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Volunteer_Admin_CancelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_cancel = /** @type {((inputs?: Volunteer_Admin_CancelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_CancelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_cancel(inputs)
	return en_volunteer_admin_cancel(inputs)
});