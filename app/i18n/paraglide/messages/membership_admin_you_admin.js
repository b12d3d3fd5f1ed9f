/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_You_AdminInputs */

const en_membership_admin_you_admin = /** @type {(inputs: Membership_Admin_You_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are an administrator. Revoking your own rights takes you out of the admin area.`)
};

const de_membership_admin_you_admin = /** @type {(inputs: Membership_Admin_You_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bist Admin. Wenn du dir die Rechte selbst entziehst, verlässt du die Verwaltung.`)
};

/**
* | output |
* | --- |
* | "You are an administrator. Revoking your own rights takes you out of the admin area." |
*
* @param {Membership_Admin_You_AdminInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_you_admin = /** @type {((inputs?: Membership_Admin_You_AdminInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_You_AdminInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_you_admin(inputs)
	return en_membership_admin_you_admin(inputs)
});