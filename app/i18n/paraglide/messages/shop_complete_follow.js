/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Complete_FollowInputs */

const en_shop_complete_follow = /** @type {(inputs: Shop_Complete_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow your order`)
};

const de_shop_complete_follow = /** @type {(inputs: Shop_Complete_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellung verfolgen`)
};

/**
* | output |
* | --- |
* | "Follow your order" |
*
* @param {Shop_Complete_FollowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_follow = /** @type {((inputs?: Shop_Complete_FollowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_FollowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_complete_follow(inputs)
	return en_shop_complete_follow(inputs)
});