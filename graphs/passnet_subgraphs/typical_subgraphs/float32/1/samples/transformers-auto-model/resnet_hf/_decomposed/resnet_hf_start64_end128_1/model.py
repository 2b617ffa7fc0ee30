import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31, in_32, in_33, in_34, in_35, in_36, in_37, in_38, in_39, in_40, in_41, in_42, in_43, in_44, in_45, in_46, in_47, in_48, in_49, in_50, in_51, in_52, in_53, in_54, in_55, in_56, in_57, in_58, in_59, in_60, in_61, in_62, in_63, in_64, in_65, in_66, in_67, in_68, in_69, in_70, in_71, in_72, in_73, in_74, in_75, in_76, in_77, in_78, in_79, in_80, in_81, in_82, in_83, in_84, in_85, in_86, in_87, in_88, in_89, in_90, in_91, in_92, in_93, in_94, in_95, in_96, in_97, in_98, in_99, in_100, in_101):
        tmp_0 = torch.conv2d(in_101, in_0, None, (1, 1), (0, 0), (1, 1), 1);  in_101 = in_0 = None
        tmp_1 = torch.nn.functional.batch_norm(tmp_0, in_1, in_2, in_4, in_3, False, 0.1, 1e-05);  tmp_0 = in_1 = in_2 = in_4 = in_3 = None
        tmp_1 += in_100;  tmp_2 = tmp_1;  tmp_1 = in_100 = None
        tmp_3 = torch.nn.functional.relu(tmp_2, inplace = False);  tmp_2 = None
        tmp_4 = torch.conv2d(tmp_3, in_5, None, (1, 1), (0, 0), (1, 1), 1);  in_5 = None
        tmp_5 = torch.nn.functional.batch_norm(tmp_4, in_6, in_7, in_9, in_8, False, 0.1, 1e-05);  tmp_4 = in_6 = in_7 = in_9 = in_8 = None
        tmp_6 = torch.nn.functional.relu(tmp_5, inplace = False);  tmp_5 = None
        tmp_7 = torch.conv2d(tmp_6, in_10, None, (1, 1), (1, 1), (1, 1), 1);  tmp_6 = in_10 = None
        tmp_8 = torch.nn.functional.batch_norm(tmp_7, in_11, in_12, in_14, in_13, False, 0.1, 1e-05);  tmp_7 = in_11 = in_12 = in_14 = in_13 = None
        tmp_9 = torch.nn.functional.relu(tmp_8, inplace = False);  tmp_8 = None
        tmp_10 = torch.conv2d(tmp_9, in_15, None, (1, 1), (0, 0), (1, 1), 1);  tmp_9 = in_15 = None
        tmp_11 = torch.nn.functional.batch_norm(tmp_10, in_16, in_17, in_19, in_18, False, 0.1, 1e-05);  tmp_10 = in_16 = in_17 = in_19 = in_18 = None
        tmp_11 += tmp_3;  tmp_12 = tmp_11;  tmp_11 = tmp_3 = None
        tmp_13 = torch.nn.functional.relu(tmp_12, inplace = False);  tmp_12 = None
        tmp_14 = torch.conv2d(tmp_13, in_20, None, (1, 1), (0, 0), (1, 1), 1);  in_20 = None
        tmp_15 = torch.nn.functional.batch_norm(tmp_14, in_21, in_22, in_24, in_23, False, 0.1, 1e-05);  tmp_14 = in_21 = in_22 = in_24 = in_23 = None
        tmp_16 = torch.nn.functional.relu(tmp_15, inplace = False);  tmp_15 = None
        tmp_17 = torch.conv2d(tmp_16, in_25, None, (2, 2), (1, 1), (1, 1), 1);  tmp_16 = in_25 = None
        tmp_18 = torch.nn.functional.batch_norm(tmp_17, in_26, in_27, in_29, in_28, False, 0.1, 1e-05);  tmp_17 = in_26 = in_27 = in_29 = in_28 = None
        tmp_19 = torch.nn.functional.relu(tmp_18, inplace = False);  tmp_18 = None
        tmp_20 = torch.conv2d(tmp_19, in_30, None, (1, 1), (0, 0), (1, 1), 1);  tmp_19 = in_30 = None
        tmp_21 = torch.nn.functional.batch_norm(tmp_20, in_31, in_32, in_34, in_33, False, 0.1, 1e-05);  tmp_20 = in_31 = in_32 = in_34 = in_33 = None
        tmp_22 = torch.conv2d(tmp_13, in_35, None, (2, 2), (0, 0), (1, 1), 1);  tmp_13 = in_35 = None
        tmp_23 = torch.nn.functional.batch_norm(tmp_22, in_36, in_37, in_39, in_38, False, 0.1, 1e-05);  tmp_22 = in_36 = in_37 = in_39 = in_38 = None
        tmp_21 += tmp_23;  tmp_24 = tmp_21;  tmp_21 = tmp_23 = None
        tmp_25 = torch.nn.functional.relu(tmp_24, inplace = False);  tmp_24 = None
        tmp_26 = torch.conv2d(tmp_25, in_40, None, (1, 1), (0, 0), (1, 1), 1);  in_40 = None
        tmp_27 = torch.nn.functional.batch_norm(tmp_26, in_41, in_42, in_44, in_43, False, 0.1, 1e-05);  tmp_26 = in_41 = in_42 = in_44 = in_43 = None
        tmp_28 = torch.nn.functional.relu(tmp_27, inplace = False);  tmp_27 = None
        tmp_29 = torch.conv2d(tmp_28, in_45, None, (1, 1), (1, 1), (1, 1), 1);  tmp_28 = in_45 = None
        tmp_30 = torch.nn.functional.batch_norm(tmp_29, in_46, in_47, in_49, in_48, False, 0.1, 1e-05);  tmp_29 = in_46 = in_47 = in_49 = in_48 = None
        tmp_31 = torch.nn.functional.relu(tmp_30, inplace = False);  tmp_30 = None
        tmp_32 = torch.conv2d(tmp_31, in_50, None, (1, 1), (0, 0), (1, 1), 1);  tmp_31 = in_50 = None
        tmp_33 = torch.nn.functional.batch_norm(tmp_32, in_51, in_52, in_54, in_53, False, 0.1, 1e-05);  tmp_32 = in_51 = in_52 = in_54 = in_53 = None
        tmp_33 += tmp_25;  tmp_34 = tmp_33;  tmp_33 = tmp_25 = None
        tmp_35 = torch.nn.functional.relu(tmp_34, inplace = False);  tmp_34 = None
        tmp_36 = torch.conv2d(tmp_35, in_55, None, (1, 1), (0, 0), (1, 1), 1);  in_55 = None
        tmp_37 = torch.nn.functional.batch_norm(tmp_36, in_56, in_57, in_59, in_58, False, 0.1, 1e-05);  tmp_36 = in_56 = in_57 = in_59 = in_58 = None
        tmp_38 = torch.nn.functional.relu(tmp_37, inplace = False);  tmp_37 = None
        tmp_39 = torch.conv2d(tmp_38, in_60, None, (1, 1), (1, 1), (1, 1), 1);  tmp_38 = in_60 = None
        tmp_40 = torch.nn.functional.batch_norm(tmp_39, in_61, in_62, in_64, in_63, False, 0.1, 1e-05);  tmp_39 = in_61 = in_62 = in_64 = in_63 = None
        tmp_41 = torch.nn.functional.relu(tmp_40, inplace = False);  tmp_40 = None
        tmp_42 = torch.conv2d(tmp_41, in_65, None, (1, 1), (0, 0), (1, 1), 1);  tmp_41 = in_65 = None
        tmp_43 = torch.nn.functional.batch_norm(tmp_42, in_66, in_67, in_69, in_68, False, 0.1, 1e-05);  tmp_42 = in_66 = in_67 = in_69 = in_68 = None
        tmp_43 += tmp_35;  tmp_44 = tmp_43;  tmp_43 = tmp_35 = None
        tmp_45 = torch.nn.functional.relu(tmp_44, inplace = False);  tmp_44 = None
        tmp_46 = torch.conv2d(tmp_45, in_70, None, (1, 1), (0, 0), (1, 1), 1);  in_70 = None
        tmp_47 = torch.nn.functional.batch_norm(tmp_46, in_71, in_72, in_74, in_73, False, 0.1, 1e-05);  tmp_46 = in_71 = in_72 = in_74 = in_73 = None
        tmp_48 = torch.nn.functional.relu(tmp_47, inplace = False);  tmp_47 = None
        tmp_49 = torch.conv2d(tmp_48, in_75, None, (1, 1), (1, 1), (1, 1), 1);  tmp_48 = in_75 = None
        tmp_50 = torch.nn.functional.batch_norm(tmp_49, in_76, in_77, in_79, in_78, False, 0.1, 1e-05);  tmp_49 = in_76 = in_77 = in_79 = in_78 = None
        tmp_51 = torch.nn.functional.relu(tmp_50, inplace = False);  tmp_50 = None
        tmp_52 = torch.conv2d(tmp_51, in_80, None, (1, 1), (0, 0), (1, 1), 1);  tmp_51 = in_80 = None
        tmp_53 = torch.nn.functional.batch_norm(tmp_52, in_81, in_82, in_84, in_83, False, 0.1, 1e-05);  tmp_52 = in_81 = in_82 = in_84 = in_83 = None
        tmp_53 += tmp_45;  tmp_54 = tmp_53;  tmp_53 = tmp_45 = None
        tmp_55 = torch.nn.functional.relu(tmp_54, inplace = False);  tmp_54 = None
        tmp_56 = torch.conv2d(tmp_55, in_85, None, (1, 1), (0, 0), (1, 1), 1);  in_85 = None
        tmp_57 = torch.nn.functional.batch_norm(tmp_56, in_86, in_87, in_89, in_88, False, 0.1, 1e-05);  tmp_56 = in_86 = in_87 = in_89 = in_88 = None
        tmp_58 = torch.nn.functional.relu(tmp_57, inplace = False);  tmp_57 = None
        tmp_59 = torch.conv2d(tmp_58, in_90, None, (1, 1), (1, 1), (1, 1), 1);  tmp_58 = in_90 = None
        tmp_60 = torch.nn.functional.batch_norm(tmp_59, in_91, in_92, in_94, in_93, False, 0.1, 1e-05);  tmp_59 = in_91 = in_92 = in_94 = in_93 = None
        tmp_61 = torch.nn.functional.relu(tmp_60, inplace = False);  tmp_60 = None
        tmp_62 = torch.conv2d(tmp_61, in_95, None, (1, 1), (0, 0), (1, 1), 1);  tmp_61 = in_95 = None
        tmp_63 = torch.nn.functional.batch_norm(tmp_62, in_96, in_97, in_99, in_98, False, 0.1, 1e-05);  tmp_62 = in_96 = in_97 = in_99 = in_98 = None
        return (tmp_55, tmp_63)
        