/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Already_Renews_By_CardInputs */

const en_membership_already_renews_by_card = /** @type {(inputs: Membership_Already_Renews_By_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your membership already renews automatically; manage your card from your profile.`)
};

const de_membership_already_renews_by_card = /** @type {(inputs: Membership_Already_Renews_By_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Mitgliedschaft verlängert sich schon automatisch; deine Karte verwaltest du in deinem Profil.`)
};

/**
* | output |
* | --- |
* | "Your membership already renews automatically; manage your card from your profile." |
*
* @param {Membership_Already_Renews_By_CardInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_already_renews_by_card = /** @type {((inputs?: Membership_Already_Renews_By_CardInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Already_Renews_By_CardInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_already_renews_by_card(inputs)
	return en_membership_already_renews_by_card(inputs)
});