/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Membership_Loyalty_Rule_BallotsInputs */

const en_membership_loyalty_rule_ballots = /** @type {(inputs: Membership_Loyalty_Rule_BallotsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} point per away-day ballot entered and lost this season`);
	return /** @type {LocalizedString} */ (`${i?.count} points per away-day ballot entered and lost this season`)
	
};

const de_membership_loyalty_rule_ballots = /** @type {(inputs: Membership_Loyalty_Rule_BallotsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Punkt pro Verlosung für eine Auswärtsfahrt, an der du diese Saison teilgenommen und verloren hast`);
	return /** @type {LocalizedString} */ (`${i?.count} Punkte pro Verlosung für eine Auswärtsfahrt, an der du diese Saison teilgenommen und verloren hast`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} point per away-day ballot entered and lost this season" |
* | * | "{count} points per away-day ballot entered and lost this season" |
*
* @param {Membership_Loyalty_Rule_BallotsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_rule_ballots = /** @type {((inputs: Membership_Loyalty_Rule_BallotsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_Rule_BallotsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_loyalty_rule_ballots(inputs)
	return en_membership_loyalty_rule_ballots(inputs)
});