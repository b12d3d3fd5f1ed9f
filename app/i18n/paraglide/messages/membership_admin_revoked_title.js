/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Revoked_TitleInputs */

const en_membership_admin_revoked_title = /** @type {(inputs: Membership_Admin_Revoked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin Revoked`)
};

const de_membership_admin_revoked_title = /** @type {(inputs: Membership_Admin_Revoked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adminrechte entzogen`)
};

/**
* | output |
* | --- |
* | "Admin Revoked" |
*
* @param {Membership_Admin_Revoked_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_revoked_title = /** @type {((inputs?: Membership_Admin_Revoked_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Revoked_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_revoked_title(inputs)
	return en_membership_admin_revoked_title(inputs)
});