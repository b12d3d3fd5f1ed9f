/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ groupName: NonNullable<unknown> }} Shop_Share_AltInputs */

const en_shop_share_alt = /** @type {(inputs: Shop_Share_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.groupName} shop`)
};

const de_shop_share_alt = /** @type {(inputs: Shop_Share_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Shop von ${i?.groupName}`)
};

/**
* | output |
* | --- |
* | "The {groupName} shop" |
*
* @param {Shop_Share_AltInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_share_alt = /** @type {((inputs: Shop_Share_AltInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Share_AltInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_share_alt(inputs)
	return en_shop_share_alt(inputs)
});