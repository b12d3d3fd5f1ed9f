/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Events_Rsvp_Places_LeftInputs */

const en_events_rsvp_places_left = /** @type {(inputs: Events_Rsvp_Places_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} place left`);
	return /** @type {LocalizedString} */ (`${i?.count} places left`)
	
};

const de_events_rsvp_places_left = /** @type {(inputs: Events_Rsvp_Places_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Noch ${i?.count} Platz frei`);
	return /** @type {LocalizedString} */ (`Noch ${i?.count} Plätze frei`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} place left" |
* | * | "{count} places left" |
*
* @param {Events_Rsvp_Places_LeftInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_places_left = /** @type {((inputs: Events_Rsvp_Places_LeftInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Places_LeftInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_rsvp_places_left(inputs)
	return en_events_rsvp_places_left(inputs)
});