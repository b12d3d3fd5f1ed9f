/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_RevokingInputs */

const en_membership_admin_revoking = /** @type {(inputs: Membership_Admin_RevokingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoking...`)
};

const de_membership_admin_revoking = /** @type {(inputs: Membership_Admin_RevokingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird entzogen …`)
};

/**
* | output |
* | --- |
* | "Revoking..." |
*
* @param {Membership_Admin_RevokingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_revoking = /** @type {((inputs?: Membership_Admin_RevokingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_RevokingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_revoking(inputs)
	return en_membership_admin_revoking(inputs)
});