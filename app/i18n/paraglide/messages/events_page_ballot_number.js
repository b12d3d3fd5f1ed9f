/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown>, position: NonNullable<unknown> }} Events_Page_Ballot_NumberInputs */

const en_events_page_ballot_number = /** @type {(inputs: Events_Page_Ballot_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} · number ${i?.position} in the order`)
};

const de_events_page_ballot_number = /** @type {(inputs: Events_Page_Ballot_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} · Nummer ${i?.position} in der Reihenfolge`)
};

/**
* | output |
* | --- |
* | "{status} · number {position} in the order" |
*
* @param {Events_Page_Ballot_NumberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_ballot_number = /** @type {((inputs: Events_Page_Ballot_NumberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Ballot_NumberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_ballot_number(inputs)
	return en_events_page_ballot_number(inputs)
});