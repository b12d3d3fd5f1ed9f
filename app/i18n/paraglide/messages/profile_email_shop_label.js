/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Email_Shop_LabelInputs */

const en_profile_email_shop_label = /** @type {(inputs: Profile_Email_Shop_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop promotions`)
};

const de_profile_email_shop_label = /** @type {(inputs: Profile_Email_Shop_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop-Angebote`)
};

/**
* | output |
* | --- |
* | "Shop promotions" |
*
* @param {Profile_Email_Shop_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_email_shop_label = /** @type {((inputs?: Profile_Email_Shop_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Email_Shop_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_email_shop_label(inputs)
	return en_profile_email_shop_label(inputs)
});