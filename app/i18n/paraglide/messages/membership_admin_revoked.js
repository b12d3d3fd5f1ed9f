/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_RevokedInputs */

const en_membership_admin_revoked = /** @type {(inputs: Membership_Admin_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin rights revoked.`)
};

const de_membership_admin_revoked = /** @type {(inputs: Membership_Admin_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adminrechte entzogen.`)
};

/**
* | output |
* | --- |
* | "Admin rights revoked." |
*
* @param {Membership_Admin_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_revoked = /** @type {((inputs?: Membership_Admin_RevokedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_RevokedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_revoked(inputs)
	return en_membership_admin_revoked(inputs)
});