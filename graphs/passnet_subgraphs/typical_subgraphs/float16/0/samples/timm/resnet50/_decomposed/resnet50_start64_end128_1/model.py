import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31, in_32, in_33, in_34, in_35, in_36, in_37, in_38, in_39, in_40, in_41, in_42, in_43, in_44, in_45, in_46, in_47, in_48, in_49, in_50, in_51, in_52, in_53, in_54, in_55, in_56, in_57, in_58, in_59, in_60, in_61, in_62, in_63, in_64, in_65, in_66, in_67, in_68, in_69, in_70, in_71, in_72, in_73, in_74, in_75, in_76, in_77, in_78, in_79, in_80, in_81, in_82, in_83, in_84, in_85, in_86, in_87, in_88, in_89, in_90, in_91, in_92, in_93, in_94, in_95, in_96, in_97, in_98, in_99, in_100, in_101):
        tmp_0 = torch.conv2d(in_101, in_4, None, (1, 1), (0, 0), (1, 1), 1);  in_101 = in_4 = None
        tmp_1 = torch.nn.functional.batch_norm(tmp_0, in_0, in_1, in_3, in_2, False, 0.1, 1e-05);  tmp_0 = in_0 = in_1 = in_3 = in_2 = None
        tmp_1 += in_100;  tmp_2 = tmp_1;  tmp_1 = in_100 = None
        tmp_3 = torch.nn.functional.relu(tmp_2, inplace = True);  tmp_2 = None
        tmp_4 = torch.conv2d(tmp_3, in_17, None, (1, 1), (0, 0), (1, 1), 1);  in_17 = None
        tmp_5 = torch.nn.functional.batch_norm(tmp_4, in_5, in_6, in_8, in_7, False, 0.1, 1e-05);  tmp_4 = in_5 = in_6 = in_8 = in_7 = None
        tmp_6 = torch.nn.functional.relu(tmp_5, inplace = True);  tmp_5 = None
        tmp_7 = torch.conv2d(tmp_6, in_18, None, (1, 1), (1, 1), (1, 1), 1);  tmp_6 = in_18 = None
        tmp_8 = torch.nn.functional.batch_norm(tmp_7, in_9, in_10, in_12, in_11, False, 0.1, 1e-05);  tmp_7 = in_9 = in_10 = in_12 = in_11 = None
        tmp_9 = torch.nn.functional.relu(tmp_8, inplace = True);  tmp_8 = None
        tmp_10 = torch.conv2d(tmp_9, in_19, None, (1, 1), (0, 0), (1, 1), 1);  tmp_9 = in_19 = None
        tmp_11 = torch.nn.functional.batch_norm(tmp_10, in_13, in_14, in_16, in_15, False, 0.1, 1e-05);  tmp_10 = in_13 = in_14 = in_16 = in_15 = None
        tmp_11 += tmp_3;  tmp_12 = tmp_11;  tmp_11 = tmp_3 = None
        tmp_13 = torch.nn.functional.relu(tmp_12, inplace = True);  tmp_12 = None
        tmp_14 = torch.conv2d(tmp_13, in_32, None, (1, 1), (0, 0), (1, 1), 1);  in_32 = None
        tmp_15 = torch.nn.functional.batch_norm(tmp_14, in_20, in_21, in_23, in_22, False, 0.1, 1e-05);  tmp_14 = in_20 = in_21 = in_23 = in_22 = None
        tmp_16 = torch.nn.functional.relu(tmp_15, inplace = True);  tmp_15 = None
        tmp_17 = torch.conv2d(tmp_16, in_33, None, (2, 2), (1, 1), (1, 1), 1);  tmp_16 = in_33 = None
        tmp_18 = torch.nn.functional.batch_norm(tmp_17, in_24, in_25, in_27, in_26, False, 0.1, 1e-05);  tmp_17 = in_24 = in_25 = in_27 = in_26 = None
        tmp_19 = torch.nn.functional.relu(tmp_18, inplace = True);  tmp_18 = None
        tmp_20 = torch.conv2d(tmp_19, in_34, None, (1, 1), (0, 0), (1, 1), 1);  tmp_19 = in_34 = None
        tmp_21 = torch.nn.functional.batch_norm(tmp_20, in_28, in_29, in_31, in_30, False, 0.1, 1e-05);  tmp_20 = in_28 = in_29 = in_31 = in_30 = None
        tmp_22 = torch.conv2d(tmp_13, in_35, None, (2, 2), (0, 0), (1, 1), 1);  tmp_13 = in_35 = None
        tmp_23 = torch.nn.functional.batch_norm(tmp_22, in_36, in_37, in_39, in_38, False, 0.1, 1e-05);  tmp_22 = in_36 = in_37 = in_39 = in_38 = None
        tmp_21 += tmp_23;  tmp_24 = tmp_21;  tmp_21 = tmp_23 = None
        tmp_25 = torch.nn.functional.relu(tmp_24, inplace = True);  tmp_24 = None
        tmp_26 = torch.conv2d(tmp_25, in_52, None, (1, 1), (0, 0), (1, 1), 1);  in_52 = None
        tmp_27 = torch.nn.functional.batch_norm(tmp_26, in_40, in_41, in_43, in_42, False, 0.1, 1e-05);  tmp_26 = in_40 = in_41 = in_43 = in_42 = None
        tmp_28 = torch.nn.functional.relu(tmp_27, inplace = True);  tmp_27 = None
        tmp_29 = torch.conv2d(tmp_28, in_53, None, (1, 1), (1, 1), (1, 1), 1);  tmp_28 = in_53 = None
        tmp_30 = torch.nn.functional.batch_norm(tmp_29, in_44, in_45, in_47, in_46, False, 0.1, 1e-05);  tmp_29 = in_44 = in_45 = in_47 = in_46 = None
        tmp_31 = torch.nn.functional.relu(tmp_30, inplace = True);  tmp_30 = None
        tmp_32 = torch.conv2d(tmp_31, in_54, None, (1, 1), (0, 0), (1, 1), 1);  tmp_31 = in_54 = None
        tmp_33 = torch.nn.functional.batch_norm(tmp_32, in_48, in_49, in_51, in_50, False, 0.1, 1e-05);  tmp_32 = in_48 = in_49 = in_51 = in_50 = None
        tmp_33 += tmp_25;  tmp_34 = tmp_33;  tmp_33 = tmp_25 = None
        tmp_35 = torch.nn.functional.relu(tmp_34, inplace = True);  tmp_34 = None
        tmp_36 = torch.conv2d(tmp_35, in_67, None, (1, 1), (0, 0), (1, 1), 1);  in_67 = None
        tmp_37 = torch.nn.functional.batch_norm(tmp_36, in_55, in_56, in_58, in_57, False, 0.1, 1e-05);  tmp_36 = in_55 = in_56 = in_58 = in_57 = None
        tmp_38 = torch.nn.functional.relu(tmp_37, inplace = True);  tmp_37 = None
        tmp_39 = torch.conv2d(tmp_38, in_68, None, (1, 1), (1, 1), (1, 1), 1);  tmp_38 = in_68 = None
        tmp_40 = torch.nn.functional.batch_norm(tmp_39, in_59, in_60, in_62, in_61, False, 0.1, 1e-05);  tmp_39 = in_59 = in_60 = in_62 = in_61 = None
        tmp_41 = torch.nn.functional.relu(tmp_40, inplace = True);  tmp_40 = None
        tmp_42 = torch.conv2d(tmp_41, in_69, None, (1, 1), (0, 0), (1, 1), 1);  tmp_41 = in_69 = None
        tmp_43 = torch.nn.functional.batch_norm(tmp_42, in_63, in_64, in_66, in_65, False, 0.1, 1e-05);  tmp_42 = in_63 = in_64 = in_66 = in_65 = None
        tmp_43 += tmp_35;  tmp_44 = tmp_43;  tmp_43 = tmp_35 = None
        tmp_45 = torch.nn.functional.relu(tmp_44, inplace = True);  tmp_44 = None
        tmp_46 = torch.conv2d(tmp_45, in_82, None, (1, 1), (0, 0), (1, 1), 1);  in_82 = None
        tmp_47 = torch.nn.functional.batch_norm(tmp_46, in_70, in_71, in_73, in_72, False, 0.1, 1e-05);  tmp_46 = in_70 = in_71 = in_73 = in_72 = None
        tmp_48 = torch.nn.functional.relu(tmp_47, inplace = True);  tmp_47 = None
        tmp_49 = torch.conv2d(tmp_48, in_83, None, (1, 1), (1, 1), (1, 1), 1);  tmp_48 = in_83 = None
        tmp_50 = torch.nn.functional.batch_norm(tmp_49, in_74, in_75, in_77, in_76, False, 0.1, 1e-05);  tmp_49 = in_74 = in_75 = in_77 = in_76 = None
        tmp_51 = torch.nn.functional.relu(tmp_50, inplace = True);  tmp_50 = None
        tmp_52 = torch.conv2d(tmp_51, in_84, None, (1, 1), (0, 0), (1, 1), 1);  tmp_51 = in_84 = None
        tmp_53 = torch.nn.functional.batch_norm(tmp_52, in_78, in_79, in_81, in_80, False, 0.1, 1e-05);  tmp_52 = in_78 = in_79 = in_81 = in_80 = None
        tmp_53 += tmp_45;  tmp_54 = tmp_53;  tmp_53 = tmp_45 = None
        tmp_55 = torch.nn.functional.relu(tmp_54, inplace = True);  tmp_54 = None
        tmp_56 = torch.conv2d(tmp_55, in_97, None, (1, 1), (0, 0), (1, 1), 1);  in_97 = None
        tmp_57 = torch.nn.functional.batch_norm(tmp_56, in_85, in_86, in_88, in_87, False, 0.1, 1e-05);  tmp_56 = in_85 = in_86 = in_88 = in_87 = None
        tmp_58 = torch.nn.functional.relu(tmp_57, inplace = True);  tmp_57 = None
        tmp_59 = torch.conv2d(tmp_58, in_98, None, (1, 1), (1, 1), (1, 1), 1);  tmp_58 = in_98 = None
        tmp_60 = torch.nn.functional.batch_norm(tmp_59, in_89, in_90, in_92, in_91, False, 0.1, 1e-05);  tmp_59 = in_89 = in_90 = in_92 = in_91 = None
        tmp_61 = torch.nn.functional.relu(tmp_60, inplace = True);  tmp_60 = None
        tmp_62 = torch.conv2d(tmp_61, in_99, None, (1, 1), (0, 0), (1, 1), 1);  tmp_61 = in_99 = None
        tmp_63 = torch.nn.functional.batch_norm(tmp_62, in_93, in_94, in_96, in_95, False, 0.1, 1e-05);  tmp_62 = in_93 = in_94 = in_96 = in_95 = None
        return (tmp_55, tmp_63)
        