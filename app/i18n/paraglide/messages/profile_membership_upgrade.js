/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Membership_UpgradeInputs */

const en_profile_membership_upgrade = /** @type {(inputs: Profile_Membership_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade Membership`)
};

const de_profile_membership_upgrade = /** @type {(inputs: Profile_Membership_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft upgraden`)
};

/**
* | output |
* | --- |
* | "Upgrade Membership" |
*
* @param {Profile_Membership_UpgradeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_membership_upgrade = /** @type {((inputs?: Profile_Membership_UpgradeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Membership_UpgradeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_membership_upgrade(inputs)
	return en_profile_membership_upgrade(inputs)
});