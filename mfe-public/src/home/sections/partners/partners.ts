import afyaVijana from '../../../assets/partners/afya-vijana.svg';
import jamiiCare from '../../../assets/partners/jamii-care.svg';
import pamojaCampus from '../../../assets/partners/pamoja-campus.svg';
import upendoWellness from '../../../assets/partners/upendo-wellness.svg';

export interface Partner {
  name: string;
  logo: string;
}

// Four partner logos. Sample wordmarks drawn for the site; the organisation
// replaces them with its partners' own logos (used with their permission) before launch.
export const partners: readonly Partner[] = [
  { name: 'Afya Vijana Network', logo: afyaVijana },
  { name: 'Pamoja Campus Alliance', logo: pamojaCampus },
  { name: 'Jamii Care Trust', logo: jamiiCare },
  { name: 'Upendo Wellness Fund', logo: upendoWellness },
];
