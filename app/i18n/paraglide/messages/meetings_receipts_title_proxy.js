/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Meetings_Receipts_Title_ProxyInputs */

const en_meetings_receipts_title_proxy = /** @type {(inputs: Meetings_Receipts_Title_ProxyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The vote of ${i?.name} is cast. Its receipts:`)
};

const de_meetings_receipts_title_proxy = /** @type {(inputs: Meetings_Receipts_Title_ProxyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Stimme von ${i?.name} ist abgegeben. Ihre Belege:`)
};

/**
* | output |
* | --- |
* | "The vote of {name} is cast. Its receipts:" |
*
* @param {Meetings_Receipts_Title_ProxyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_receipts_title_proxy = /** @type {((inputs: Meetings_Receipts_Title_ProxyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Receipts_Title_ProxyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_receipts_title_proxy(inputs)
	return en_meetings_receipts_title_proxy(inputs)
});