import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31, in_32, in_33, in_34, in_35, in_36, in_37, in_38, in_39, in_40, in_41, in_42, in_43, in_44, in_45, in_46, in_47, in_48, in_49, in_50, in_51, in_52, in_53, in_54, in_55, in_56, in_57, in_58, in_59, in_60, in_61, in_62, in_63, in_64, in_65, in_66, in_67, in_68, in_69, in_70, in_71, in_72, in_73, in_74, in_75):
        tmp_0 = torch.conv2d(in_75, in_8, None, (2, 2), (0, 0), (1, 1), 672);  in_75 = in_8 = None
        tmp_1 = torch.nn.functional.batch_norm(tmp_0, in_0, in_1, in_3, in_2, False, 0.1, 0.001);  tmp_0 = in_0 = in_1 = in_3 = in_2 = None
        tmp_2 = torch.nn.functional.hardtanh(tmp_1, 0.0, 6.0, True);  tmp_1 = None
        tmp_3 = torch.conv2d(tmp_2, in_9, None, (1, 1), (0, 0), (1, 1), 1);  tmp_2 = in_9 = None
        tmp_4 = torch.nn.functional.batch_norm(tmp_3, in_4, in_5, in_7, in_6, False, 0.1, 0.001);  tmp_3 = in_4 = in_5 = in_7 = in_6 = None
        tmp_5 = torch.conv2d(tmp_4, in_23, None, (1, 1), (0, 0), (1, 1), 1);  in_23 = None
        tmp_6 = torch.nn.functional.batch_norm(tmp_5, in_10, in_11, in_13, in_12, False, 0.1, 0.001);  tmp_5 = in_10 = in_11 = in_13 = in_12 = None
        tmp_7 = torch.nn.functional.hardtanh(tmp_6, 0.0, 6.0, True);  tmp_6 = None
        tmp_8 = torch.conv2d(tmp_7, in_22, None, (1, 1), (2, 2), (1, 1), 1152);  tmp_7 = in_22 = None
        tmp_9 = torch.nn.functional.batch_norm(tmp_8, in_14, in_15, in_17, in_16, False, 0.1, 0.001);  tmp_8 = in_14 = in_15 = in_17 = in_16 = None
        tmp_10 = torch.nn.functional.hardtanh(tmp_9, 0.0, 6.0, True);  tmp_9 = None
        tmp_11 = torch.conv2d(tmp_10, in_24, None, (1, 1), (0, 0), (1, 1), 1);  tmp_10 = in_24 = None
        tmp_12 = torch.nn.functional.batch_norm(tmp_11, in_18, in_19, in_21, in_20, False, 0.1, 0.001);  tmp_11 = in_18 = in_19 = in_21 = in_20 = None
        tmp_13 = tmp_12 + tmp_4;  tmp_12 = tmp_4 = None
        tmp_14 = torch.conv2d(tmp_13, in_38, None, (1, 1), (0, 0), (1, 1), 1);  in_38 = None
        tmp_15 = torch.nn.functional.batch_norm(tmp_14, in_25, in_26, in_28, in_27, False, 0.1, 0.001);  tmp_14 = in_25 = in_26 = in_28 = in_27 = None
        tmp_16 = torch.nn.functional.hardtanh(tmp_15, 0.0, 6.0, True);  tmp_15 = None
        tmp_17 = torch.conv2d(tmp_16, in_37, None, (1, 1), (2, 2), (1, 1), 1152);  tmp_16 = in_37 = None
        tmp_18 = torch.nn.functional.batch_norm(tmp_17, in_29, in_30, in_32, in_31, False, 0.1, 0.001);  tmp_17 = in_29 = in_30 = in_32 = in_31 = None
        tmp_19 = torch.nn.functional.hardtanh(tmp_18, 0.0, 6.0, True);  tmp_18 = None
        tmp_20 = torch.conv2d(tmp_19, in_39, None, (1, 1), (0, 0), (1, 1), 1);  tmp_19 = in_39 = None
        tmp_21 = torch.nn.functional.batch_norm(tmp_20, in_33, in_34, in_36, in_35, False, 0.1, 0.001);  tmp_20 = in_33 = in_34 = in_36 = in_35 = None
        tmp_22 = tmp_21 + tmp_13;  tmp_21 = tmp_13 = None
        tmp_23 = torch.conv2d(tmp_22, in_53, None, (1, 1), (0, 0), (1, 1), 1);  in_53 = None
        tmp_24 = torch.nn.functional.batch_norm(tmp_23, in_40, in_41, in_43, in_42, False, 0.1, 0.001);  tmp_23 = in_40 = in_41 = in_43 = in_42 = None
        tmp_25 = torch.nn.functional.hardtanh(tmp_24, 0.0, 6.0, True);  tmp_24 = None
        tmp_26 = torch.conv2d(tmp_25, in_52, None, (1, 1), (2, 2), (1, 1), 1152);  tmp_25 = in_52 = None
        tmp_27 = torch.nn.functional.batch_norm(tmp_26, in_44, in_45, in_47, in_46, False, 0.1, 0.001);  tmp_26 = in_44 = in_45 = in_47 = in_46 = None
        tmp_28 = torch.nn.functional.hardtanh(tmp_27, 0.0, 6.0, True);  tmp_27 = None
        tmp_29 = torch.conv2d(tmp_28, in_54, None, (1, 1), (0, 0), (1, 1), 1);  tmp_28 = in_54 = None
        tmp_30 = torch.nn.functional.batch_norm(tmp_29, in_48, in_49, in_51, in_50, False, 0.1, 0.001);  tmp_29 = in_48 = in_49 = in_51 = in_50 = None
        tmp_31 = tmp_30 + tmp_22;  tmp_30 = tmp_22 = None
        tmp_32 = torch.conv2d(tmp_31, in_68, None, (1, 1), (0, 0), (1, 1), 1);  tmp_31 = in_68 = None
        tmp_33 = torch.nn.functional.batch_norm(tmp_32, in_55, in_56, in_58, in_57, False, 0.1, 0.001);  tmp_32 = in_55 = in_56 = in_58 = in_57 = None
        tmp_34 = torch.nn.functional.hardtanh(tmp_33, 0.0, 6.0, True);  tmp_33 = None
        tmp_35 = torch.conv2d(tmp_34, in_67, None, (1, 1), (1, 1), (1, 1), 1152);  tmp_34 = in_67 = None
        tmp_36 = torch.nn.functional.batch_norm(tmp_35, in_59, in_60, in_62, in_61, False, 0.1, 0.001);  tmp_35 = in_59 = in_60 = in_62 = in_61 = None
        tmp_37 = torch.nn.functional.hardtanh(tmp_36, 0.0, 6.0, True);  tmp_36 = None
        tmp_38 = torch.conv2d(tmp_37, in_69, None, (1, 1), (0, 0), (1, 1), 1);  tmp_37 = in_69 = None
        tmp_39 = torch.nn.functional.batch_norm(tmp_38, in_63, in_64, in_66, in_65, False, 0.1, 0.001);  tmp_38 = in_63 = in_64 = in_66 = in_65 = None
        tmp_40 = torch.conv2d(tmp_39, in_74, None, (1, 1), (0, 0), (1, 1), 1);  tmp_39 = in_74 = None
        tmp_41 = torch.nn.functional.batch_norm(tmp_40, in_70, in_71, in_73, in_72, False, 0.1, 0.001);  tmp_40 = in_70 = in_71 = in_73 = in_72 = None
        tmp_42 = torch.nn.functional.hardtanh(tmp_41, 0.0, 6.0, True);  tmp_41 = None
        return (tmp_42,)
        