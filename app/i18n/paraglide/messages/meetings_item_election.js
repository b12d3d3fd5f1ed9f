/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seats: NonNullable<unknown> }} Meetings_Item_ElectionInputs */

const en_meetings_item_election = /** @type {(inputs: Meetings_Item_ElectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Election for ${i?.seats} seat(s)`)
};

const de_meetings_item_election = /** @type {(inputs: Meetings_Item_ElectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wahl für ${i?.seats} Sitz(e)`)
};

/**
* | output |
* | --- |
* | "Election for {seats} seat(s)" |
*
* @param {Meetings_Item_ElectionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_item_election = /** @type {((inputs: Meetings_Item_ElectionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Item_ElectionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_item_election(inputs)
	return en_meetings_item_election(inputs)
});