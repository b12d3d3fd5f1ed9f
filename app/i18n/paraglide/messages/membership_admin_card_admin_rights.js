/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Card_Admin_RightsInputs */

const en_membership_admin_card_admin_rights = /** @type {(inputs: Membership_Admin_Card_Admin_RightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin rights`)
};

const de_membership_admin_card_admin_rights = /** @type {(inputs: Membership_Admin_Card_Admin_RightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adminrechte`)
};

/**
* | output |
* | --- |
* | "Admin rights" |
*
* @param {Membership_Admin_Card_Admin_RightsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_card_admin_rights = /** @type {((inputs?: Membership_Admin_Card_Admin_RightsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Card_Admin_RightsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_card_admin_rights(inputs)
	return en_membership_admin_card_admin_rights(inputs)
});