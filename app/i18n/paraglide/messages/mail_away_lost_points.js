/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Mail_Away_Lost_PointsInputs */

const en_mail_away_lost_points = /** @type {(inputs: Mail_Away_Lost_PointsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`This lost ballot adds ${i?.count} point to your next ballot this season.`);
	return /** @type {LocalizedString} */ (`This lost ballot adds ${i?.count} points to your next ballot this season.`)
	
};

const de_mail_away_lost_points = /** @type {(inputs: Mail_Away_Lost_PointsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Diese verlorene Verlosung bringt dir ${i?.count} Punkt für deine nächste Verlosung in dieser Saison.`);
	return /** @type {LocalizedString} */ (`Diese verlorene Verlosung bringt dir ${i?.count} Punkte für deine nächste Verlosung in dieser Saison.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "This lost ballot adds {count} point to your next ballot this season." |
* | * | "This lost ballot adds {count} points to your next ballot this season." |
*
* @param {Mail_Away_Lost_PointsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_lost_points = /** @type {((inputs: Mail_Away_Lost_PointsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_Lost_PointsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_lost_points(inputs)
	return en_mail_away_lost_points(inputs)
});