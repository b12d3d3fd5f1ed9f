/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown> }} Mail_Orders_ThanksInputs */

const en_mail_orders_thanks = /** @type {(inputs: Mail_Orders_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for supporting ${i?.group}!`)
};

const de_mail_orders_thanks = /** @type {(inputs: Mail_Orders_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Danke, dass du ${i?.group} unterstützt!`)
};

/**
* | output |
* | --- |
* | "Thank you for supporting {group}!" |
*
* @param {Mail_Orders_ThanksInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_thanks = /** @type {((inputs: Mail_Orders_ThanksInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_ThanksInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_thanks(inputs)
	return en_mail_orders_thanks(inputs)
});