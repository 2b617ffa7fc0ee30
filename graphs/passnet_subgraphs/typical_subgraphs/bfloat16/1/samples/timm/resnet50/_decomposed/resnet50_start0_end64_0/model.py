import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31, in_32, in_33, in_34, in_35, in_36, in_37, in_38, in_39, in_40, in_41, in_42, in_43, in_44, in_45, in_46, in_47, in_48, in_49, in_50, in_51, in_52, in_53, in_54, in_55, in_56, in_57, in_58, in_59, in_60, in_61, in_62, in_63, in_64, in_65, in_66, in_67, in_68, in_69, in_70, in_71, in_72, in_73, in_74, in_75, in_76, in_77, in_78, in_79, in_80, in_81, in_82, in_83, in_84, in_85, in_86, in_87, in_88, in_89, in_90, in_91, in_92, in_93, in_94, in_95, in_96, in_97, in_98, in_99, in_100):
        tmp_0 = torch.conv2d(in_100, in_4, None, (2, 2), (3, 3), (1, 1), 1);  in_100 = in_4 = None
        tmp_1 = torch.nn.functional.batch_norm(tmp_0, in_0, in_1, in_3, in_2, False, 0.1, 1e-05);  tmp_0 = in_0 = in_1 = in_3 = in_2 = None
        tmp_2 = torch.nn.functional.relu(tmp_1, inplace = True);  tmp_1 = None
        tmp_3 = torch.nn.functional.max_pool2d(tmp_2, 3, 2, 1, 1, ceil_mode = False, return_indices = False);  tmp_2 = None
        tmp_4 = torch.conv2d(tmp_3, in_17, None, (1, 1), (0, 0), (1, 1), 1);  in_17 = None
        tmp_5 = torch.nn.functional.batch_norm(tmp_4, in_5, in_6, in_8, in_7, False, 0.1, 1e-05);  tmp_4 = in_5 = in_6 = in_8 = in_7 = None
        tmp_6 = torch.nn.functional.relu(tmp_5, inplace = True);  tmp_5 = None
        tmp_7 = torch.conv2d(tmp_6, in_18, None, (1, 1), (1, 1), (1, 1), 1);  tmp_6 = in_18 = None
        tmp_8 = torch.nn.functional.batch_norm(tmp_7, in_9, in_10, in_12, in_11, False, 0.1, 1e-05);  tmp_7 = in_9 = in_10 = in_12 = in_11 = None
        tmp_9 = torch.nn.functional.relu(tmp_8, inplace = True);  tmp_8 = None
        tmp_10 = torch.conv2d(tmp_9, in_19, None, (1, 1), (0, 0), (1, 1), 1);  tmp_9 = in_19 = None
        tmp_11 = torch.nn.functional.batch_norm(tmp_10, in_13, in_14, in_16, in_15, False, 0.1, 1e-05);  tmp_10 = in_13 = in_14 = in_16 = in_15 = None
        tmp_12 = torch.conv2d(tmp_3, in_20, None, (1, 1), (0, 0), (1, 1), 1);  tmp_3 = in_20 = None
        tmp_13 = torch.nn.functional.batch_norm(tmp_12, in_21, in_22, in_24, in_23, False, 0.1, 1e-05);  tmp_12 = in_21 = in_22 = in_24 = in_23 = None
        tmp_11 += tmp_13;  tmp_14 = tmp_11;  tmp_11 = tmp_13 = None
        tmp_15 = torch.nn.functional.relu(tmp_14, inplace = True);  tmp_14 = None
        tmp_16 = torch.conv2d(tmp_15, in_37, None, (1, 1), (0, 0), (1, 1), 1);  in_37 = None
        tmp_17 = torch.nn.functional.batch_norm(tmp_16, in_25, in_26, in_28, in_27, False, 0.1, 1e-05);  tmp_16 = in_25 = in_26 = in_28 = in_27 = None
        tmp_18 = torch.nn.functional.relu(tmp_17, inplace = True);  tmp_17 = None
        tmp_19 = torch.conv2d(tmp_18, in_38, None, (1, 1), (1, 1), (1, 1), 1);  tmp_18 = in_38 = None
        tmp_20 = torch.nn.functional.batch_norm(tmp_19, in_29, in_30, in_32, in_31, False, 0.1, 1e-05);  tmp_19 = in_29 = in_30 = in_32 = in_31 = None
        tmp_21 = torch.nn.functional.relu(tmp_20, inplace = True);  tmp_20 = None
        tmp_22 = torch.conv2d(tmp_21, in_39, None, (1, 1), (0, 0), (1, 1), 1);  tmp_21 = in_39 = None
        tmp_23 = torch.nn.functional.batch_norm(tmp_22, in_33, in_34, in_36, in_35, False, 0.1, 1e-05);  tmp_22 = in_33 = in_34 = in_36 = in_35 = None
        tmp_23 += tmp_15;  tmp_24 = tmp_23;  tmp_23 = tmp_15 = None
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
        tmp_39 = torch.conv2d(tmp_38, in_68, None, (2, 2), (1, 1), (1, 1), 1);  tmp_38 = in_68 = None
        tmp_40 = torch.nn.functional.batch_norm(tmp_39, in_59, in_60, in_62, in_61, False, 0.1, 1e-05);  tmp_39 = in_59 = in_60 = in_62 = in_61 = None
        tmp_41 = torch.nn.functional.relu(tmp_40, inplace = True);  tmp_40 = None
        tmp_42 = torch.conv2d(tmp_41, in_69, None, (1, 1), (0, 0), (1, 1), 1);  tmp_41 = in_69 = None
        tmp_43 = torch.nn.functional.batch_norm(tmp_42, in_63, in_64, in_66, in_65, False, 0.1, 1e-05);  tmp_42 = in_63 = in_64 = in_66 = in_65 = None
        tmp_44 = torch.conv2d(tmp_35, in_70, None, (2, 2), (0, 0), (1, 1), 1);  tmp_35 = in_70 = None
        tmp_45 = torch.nn.functional.batch_norm(tmp_44, in_71, in_72, in_74, in_73, False, 0.1, 1e-05);  tmp_44 = in_71 = in_72 = in_74 = in_73 = None
        tmp_43 += tmp_45;  tmp_46 = tmp_43;  tmp_43 = tmp_45 = None
        tmp_47 = torch.nn.functional.relu(tmp_46, inplace = True);  tmp_46 = None
        tmp_48 = torch.conv2d(tmp_47, in_87, None, (1, 1), (0, 0), (1, 1), 1);  in_87 = None
        tmp_49 = torch.nn.functional.batch_norm(tmp_48, in_75, in_76, in_78, in_77, False, 0.1, 1e-05);  tmp_48 = in_75 = in_76 = in_78 = in_77 = None
        tmp_50 = torch.nn.functional.relu(tmp_49, inplace = True);  tmp_49 = None
        tmp_51 = torch.conv2d(tmp_50, in_88, None, (1, 1), (1, 1), (1, 1), 1);  tmp_50 = in_88 = None
        tmp_52 = torch.nn.functional.batch_norm(tmp_51, in_79, in_80, in_82, in_81, False, 0.1, 1e-05);  tmp_51 = in_79 = in_80 = in_82 = in_81 = None
        tmp_53 = torch.nn.functional.relu(tmp_52, inplace = True);  tmp_52 = None
        tmp_54 = torch.conv2d(tmp_53, in_89, None, (1, 1), (0, 0), (1, 1), 1);  tmp_53 = in_89 = None
        tmp_55 = torch.nn.functional.batch_norm(tmp_54, in_83, in_84, in_86, in_85, False, 0.1, 1e-05);  tmp_54 = in_83 = in_84 = in_86 = in_85 = None
        tmp_55 += tmp_47;  tmp_56 = tmp_55;  tmp_55 = tmp_47 = None
        tmp_57 = torch.nn.functional.relu(tmp_56, inplace = True);  tmp_56 = None
        tmp_58 = torch.conv2d(tmp_57, in_98, None, (1, 1), (0, 0), (1, 1), 1);  in_98 = None
        tmp_59 = torch.nn.functional.batch_norm(tmp_58, in_90, in_91, in_93, in_92, False, 0.1, 1e-05);  tmp_58 = in_90 = in_91 = in_93 = in_92 = None
        tmp_60 = torch.nn.functional.relu(tmp_59, inplace = True);  tmp_59 = None
        tmp_61 = torch.conv2d(tmp_60, in_99, None, (1, 1), (1, 1), (1, 1), 1);  tmp_60 = in_99 = None
        tmp_62 = torch.nn.functional.batch_norm(tmp_61, in_94, in_95, in_97, in_96, False, 0.1, 1e-05);  tmp_61 = in_94 = in_95 = in_97 = in_96 = None
        tmp_63 = torch.nn.functional.relu(tmp_62, inplace = True);  tmp_62 = None
        return (tmp_57, tmp_63)
        