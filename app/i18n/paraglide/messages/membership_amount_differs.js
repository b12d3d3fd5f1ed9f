/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tier: NonNullable<unknown>, price: NonNullable<unknown>, amount: NonNullable<unknown>, label: NonNullable<unknown> }} Membership_Amount_DiffersInputs */

const en_membership_amount_differs = /** @type {(inputs: Membership_Amount_DiffersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tier} is ${i?.price} a year. To record ${i?.amount} anyway, tick '${i?.label}' and record again: the membership's price becomes ${i?.amount}.`)
};

const de_membership_amount_differs = /** @type {(inputs: Membership_Amount_DiffersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tier} kostet ${i?.price} im Jahr. Um trotzdem ${i?.amount} zu erfassen, hake „${i?.label}“ an und erfasse erneut: Der Preis der Mitgliedschaft wird dann ${i?.amount}.`)
};

/**
* | output |
* | --- |
* | "{tier} is {price} a year. To record {amount} anyway, tick '{label}' and record again: the membership's price becomes {amount}." |
*
* @param {Membership_Amount_DiffersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_amount_differs = /** @type {((inputs: Membership_Amount_DiffersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Amount_DiffersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_amount_differs(inputs)
	return en_membership_amount_differs(inputs)
});