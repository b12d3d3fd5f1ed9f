/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Trip_Pickups_ChangedInputs */

const en_away_trip_pickups_changed = /** @type {(inputs: Away_Trip_Pickups_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The pickup points have just changed: check them and choose again.`)
};

const de_away_trip_pickups_changed = /** @type {(inputs: Away_Trip_Pickups_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Abfahrtsorte haben sich gerade geändert: Prüfe sie und wähle neu.`)
};

/**
* | output |
* | --- |
* | "The pickup points have just changed: check them and choose again." |
*
* @param {Away_Trip_Pickups_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_trip_pickups_changed = /** @type {((inputs?: Away_Trip_Pickups_ChangedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Trip_Pickups_ChangedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_trip_pickups_changed(inputs)
	return en_away_trip_pickups_changed(inputs)
});