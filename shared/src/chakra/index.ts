/**
 * The Chakra UI pieces the product uses, as one shared module.
 *
 * Module Federation shares a package whole: sharing `@chakra-ui/react` itself made every page
 * download all of Chakra (≈330 KiB gzip). Every app imports Chakra from here instead (a lint
 * rule forbids the package elsewhere), so the shell's build tree-shakes Chakra to this list
 * and the one shared copy holds only what the screens use. Adding a component here changes
 * the shared library: release the shell before a remote that needs it (docs/decisions.md).
 */
export {
  Badge,
  Box,
  Button,
  Card,
  Center,
  ChakraProvider,
  Checkbox,
  Circle,
  CloseButton,
  Container,
  DataList,
  Dialog,
  Drawer,
  Field,
  Flex,
  Grid,
  HStack,
  Heading,
  IconButton,
  Image,
  Input,
  InputGroup,
  Link,
  List,
  Menu,
  NativeSelect,
  Portal,
  Progress,
  Separator,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Spinner,
  Stack,
  Table,
  Tag,
  Text,
  Textarea,
  Toast,
  Toaster,
  VisuallyHidden,
  Wrap,
  chakra,
  createIcon,
  createSystem,
  createToaster,
  defaultBaseConfig,
  defineConfig,
} from '@chakra-ui/react';
export type { BoxProps, ButtonProps, ContainerProps, ImageProps, InputProps, LinkProps, TextareaProps } from '@chakra-ui/react';
