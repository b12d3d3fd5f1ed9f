/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Membership_Loyalty_Ballots_LostInputs */

const en_membership_loyalty_ballots_lost = /** @type {(inputs: Membership_Loyalty_Ballots_LostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} away ballot lost this season`);
	return /** @type {LocalizedString} */ (`${i?.count} away ballots lost this season`)
	
};

const de_membership_loyalty_ballots_lost = /** @type {(inputs: Membership_Loyalty_Ballots_LostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Verlosung für Auswärtsfahrten diese Saison verloren`);
	return /** @type {LocalizedString} */ (`${i?.count} Verlosungen für Auswärtsfahrten diese Saison verloren`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} away ballot lost this season" |
* | * | "{count} away ballots lost this season" |
*
* @param {Membership_Loyalty_Ballots_LostInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_ballots_lost = /** @type {((inputs: Membership_Loyalty_Ballots_LostInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_Ballots_LostInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_loyalty_ballots_lost(inputs)
	return en_membership_loyalty_ballots_lost(inputs)
});