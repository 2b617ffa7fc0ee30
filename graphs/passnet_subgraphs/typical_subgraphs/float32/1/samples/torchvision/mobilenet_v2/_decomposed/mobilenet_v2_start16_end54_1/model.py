import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31, in_32, in_33, in_34, in_35, in_36, in_37, in_38, in_39, in_40, in_41, in_42, in_43, in_44, in_45, in_46, in_47, in_48, in_49, in_50, in_51, in_52, in_53, in_54, in_55, in_56, in_57, in_58, in_59, in_60, in_61, in_62, in_63, in_64, in_65):
        tmp_0 = torch.conv2d(in_65, in_0, None, (1, 1), (0, 0), (1, 1), 1);  in_0 = None
        tmp_1 = torch.nn.functional.batch_norm(tmp_0, in_1, in_2, in_4, in_3, False, 0.1, 1e-05);  tmp_0 = in_1 = in_2 = in_4 = in_3 = None
        tmp_2 = torch.nn.functional.hardtanh(tmp_1, 0.0, 6.0, True);  tmp_1 = None
        tmp_3 = torch.conv2d(tmp_2, in_5, None, (1, 1), (1, 1), (1, 1), 144);  tmp_2 = in_5 = None
        tmp_4 = torch.nn.functional.batch_norm(tmp_3, in_6, in_7, in_9, in_8, False, 0.1, 1e-05);  tmp_3 = in_6 = in_7 = in_9 = in_8 = None
        tmp_5 = torch.nn.functional.hardtanh(tmp_4, 0.0, 6.0, True);  tmp_4 = None
        tmp_6 = torch.conv2d(tmp_5, in_10, None, (1, 1), (0, 0), (1, 1), 1);  tmp_5 = in_10 = None
        tmp_7 = torch.nn.functional.batch_norm(tmp_6, in_11, in_12, in_14, in_13, False, 0.1, 1e-05);  tmp_6 = in_11 = in_12 = in_14 = in_13 = None
        tmp_8 = in_65 + tmp_7;  in_65 = tmp_7 = None
        tmp_9 = torch.conv2d(tmp_8, in_15, None, (1, 1), (0, 0), (1, 1), 1);  tmp_8 = in_15 = None
        tmp_10 = torch.nn.functional.batch_norm(tmp_9, in_16, in_17, in_19, in_18, False, 0.1, 1e-05);  tmp_9 = in_16 = in_17 = in_19 = in_18 = None
        tmp_11 = torch.nn.functional.hardtanh(tmp_10, 0.0, 6.0, True);  tmp_10 = None
        tmp_12 = torch.conv2d(tmp_11, in_20, None, (2, 2), (1, 1), (1, 1), 144);  tmp_11 = in_20 = None
        tmp_13 = torch.nn.functional.batch_norm(tmp_12, in_21, in_22, in_24, in_23, False, 0.1, 1e-05);  tmp_12 = in_21 = in_22 = in_24 = in_23 = None
        tmp_14 = torch.nn.functional.hardtanh(tmp_13, 0.0, 6.0, True);  tmp_13 = None
        tmp_15 = torch.conv2d(tmp_14, in_25, None, (1, 1), (0, 0), (1, 1), 1);  tmp_14 = in_25 = None
        tmp_16 = torch.nn.functional.batch_norm(tmp_15, in_26, in_27, in_29, in_28, False, 0.1, 1e-05);  tmp_15 = in_26 = in_27 = in_29 = in_28 = None
        tmp_17 = torch.conv2d(tmp_16, in_30, None, (1, 1), (0, 0), (1, 1), 1);  in_30 = None
        tmp_18 = torch.nn.functional.batch_norm(tmp_17, in_31, in_32, in_34, in_33, False, 0.1, 1e-05);  tmp_17 = in_31 = in_32 = in_34 = in_33 = None
        tmp_19 = torch.nn.functional.hardtanh(tmp_18, 0.0, 6.0, True);  tmp_18 = None
        tmp_20 = torch.conv2d(tmp_19, in_35, None, (1, 1), (1, 1), (1, 1), 192);  tmp_19 = in_35 = None
        tmp_21 = torch.nn.functional.batch_norm(tmp_20, in_36, in_37, in_39, in_38, False, 0.1, 1e-05);  tmp_20 = in_36 = in_37 = in_39 = in_38 = None
        tmp_22 = torch.nn.functional.hardtanh(tmp_21, 0.0, 6.0, True);  tmp_21 = None
        tmp_23 = torch.conv2d(tmp_22, in_40, None, (1, 1), (0, 0), (1, 1), 1);  tmp_22 = in_40 = None
        tmp_24 = torch.nn.functional.batch_norm(tmp_23, in_41, in_42, in_44, in_43, False, 0.1, 1e-05);  tmp_23 = in_41 = in_42 = in_44 = in_43 = None
        tmp_25 = tmp_16 + tmp_24;  tmp_16 = tmp_24 = None
        tmp_26 = torch.conv2d(tmp_25, in_45, None, (1, 1), (0, 0), (1, 1), 1);  in_45 = None
        tmp_27 = torch.nn.functional.batch_norm(tmp_26, in_46, in_47, in_49, in_48, False, 0.1, 1e-05);  tmp_26 = in_46 = in_47 = in_49 = in_48 = None
        tmp_28 = torch.nn.functional.hardtanh(tmp_27, 0.0, 6.0, True);  tmp_27 = None
        tmp_29 = torch.conv2d(tmp_28, in_50, None, (1, 1), (1, 1), (1, 1), 192);  tmp_28 = in_50 = None
        tmp_30 = torch.nn.functional.batch_norm(tmp_29, in_51, in_52, in_54, in_53, False, 0.1, 1e-05);  tmp_29 = in_51 = in_52 = in_54 = in_53 = None
        tmp_31 = torch.nn.functional.hardtanh(tmp_30, 0.0, 6.0, True);  tmp_30 = None
        tmp_32 = torch.conv2d(tmp_31, in_55, None, (1, 1), (0, 0), (1, 1), 1);  tmp_31 = in_55 = None
        tmp_33 = torch.nn.functional.batch_norm(tmp_32, in_56, in_57, in_59, in_58, False, 0.1, 1e-05);  tmp_32 = in_56 = in_57 = in_59 = in_58 = None
        tmp_34 = tmp_25 + tmp_33;  tmp_25 = tmp_33 = None
        tmp_35 = torch.conv2d(tmp_34, in_60, None, (1, 1), (0, 0), (1, 1), 1);  tmp_34 = in_60 = None
        tmp_36 = torch.nn.functional.batch_norm(tmp_35, in_61, in_62, in_64, in_63, False, 0.1, 1e-05);  tmp_35 = in_61 = in_62 = in_64 = in_63 = None
        tmp_37 = torch.nn.functional.hardtanh(tmp_36, 0.0, 6.0, True);  tmp_36 = None
        return (tmp_37,)
        