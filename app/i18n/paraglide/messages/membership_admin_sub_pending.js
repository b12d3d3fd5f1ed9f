/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Sub_PendingInputs */

const en_membership_admin_sub_pending = /** @type {(inputs: Membership_Admin_Sub_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pending`)
};

const de_membership_admin_sub_pending = /** @type {(inputs: Membership_Admin_Sub_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`offen`)
};

/**
* | output |
* | --- |
* | "pending" |
*
* @param {Membership_Admin_Sub_PendingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_sub_pending = /** @type {((inputs?: Membership_Admin_Sub_PendingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Sub_PendingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_sub_pending(inputs)
	return en_membership_admin_sub_pending(inputs)
});