import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31, in_32, in_33, in_34, in_35, in_36, in_37, in_38, in_39, in_40, in_41, in_42, in_43, in_44, in_45, in_46, in_47, in_48, in_49, in_50, in_51, in_52, in_53, in_54, in_55, in_56, in_57, in_58, in_59, in_60, in_61, in_62, in_63, in_64, in_65):
        tmp_0 = torch.conv2d(in_65, in_64, None, (2, 2), (1, 1), (1, 1), 1);  in_65 = in_64 = None
        tmp_1 = torch.nn.functional.batch_norm(tmp_0, in_60, in_61, in_63, in_62, False, 0.1, 1e-05);  tmp_0 = in_60 = in_61 = in_63 = in_62 = None
        tmp_2 = torch.nn.functional.silu(tmp_1, inplace = True);  tmp_1 = None
        tmp_3 = torch.conv2d(tmp_2, in_4, None, (1, 1), (0, 0), (1, 1), 1);  tmp_2 = in_4 = None
        tmp_4 = torch.nn.functional.batch_norm(tmp_3, in_0, in_1, in_3, in_2, False, 0.1, 1e-05);  tmp_3 = in_0 = in_1 = in_3 = in_2 = None
        tmp_5 = torch.nn.functional.silu(tmp_4, inplace = True);  tmp_4 = None
        tmp_6 = torch.conv2d(tmp_5, in_9, None, (1, 1), (1, 1), (1, 1), 32);  tmp_5 = in_9 = None
        tmp_7 = torch.nn.functional.batch_norm(tmp_6, in_5, in_6, in_8, in_7, False, 0.1, 1e-05);  tmp_6 = in_5 = in_6 = in_8 = in_7 = None
        tmp_8 = torch.nn.functional.silu(tmp_7, inplace = True);  tmp_7 = None
        tmp_9 = torch.conv2d(tmp_8, in_14, None, (1, 1), (0, 0), (1, 1), 1);  tmp_8 = in_14 = None
        tmp_10 = torch.nn.functional.batch_norm(tmp_9, in_10, in_11, in_13, in_12, False, 0.1, 1e-05);  tmp_9 = in_10 = in_11 = in_13 = in_12 = None
        tmp_11 = torch.conv2d(tmp_10, in_19, None, (1, 1), (0, 0), (1, 1), 1);  tmp_10 = in_19 = None
        tmp_12 = torch.nn.functional.batch_norm(tmp_11, in_15, in_16, in_18, in_17, False, 0.1, 1e-05);  tmp_11 = in_15 = in_16 = in_18 = in_17 = None
        tmp_13 = torch.nn.functional.silu(tmp_12, inplace = True);  tmp_12 = None
        tmp_14 = torch.conv2d(tmp_13, in_24, None, (2, 2), (1, 1), (1, 1), 64);  tmp_13 = in_24 = None
        tmp_15 = torch.nn.functional.batch_norm(tmp_14, in_20, in_21, in_23, in_22, False, 0.1, 1e-05);  tmp_14 = in_20 = in_21 = in_23 = in_22 = None
        tmp_16 = torch.nn.functional.silu(tmp_15, inplace = True);  tmp_15 = None
        tmp_17 = torch.conv2d(tmp_16, in_29, None, (1, 1), (0, 0), (1, 1), 1);  tmp_16 = in_29 = None
        tmp_18 = torch.nn.functional.batch_norm(tmp_17, in_25, in_26, in_28, in_27, False, 0.1, 1e-05);  tmp_17 = in_25 = in_26 = in_28 = in_27 = None
        tmp_19 = torch.conv2d(tmp_18, in_34, None, (1, 1), (0, 0), (1, 1), 1);  in_34 = None
        tmp_20 = torch.nn.functional.batch_norm(tmp_19, in_30, in_31, in_33, in_32, False, 0.1, 1e-05);  tmp_19 = in_30 = in_31 = in_33 = in_32 = None
        tmp_21 = torch.nn.functional.silu(tmp_20, inplace = True);  tmp_20 = None
        tmp_22 = torch.conv2d(tmp_21, in_39, None, (1, 1), (1, 1), (1, 1), 128);  tmp_21 = in_39 = None
        tmp_23 = torch.nn.functional.batch_norm(tmp_22, in_35, in_36, in_38, in_37, False, 0.1, 1e-05);  tmp_22 = in_35 = in_36 = in_38 = in_37 = None
        tmp_24 = torch.nn.functional.silu(tmp_23, inplace = True);  tmp_23 = None
        tmp_25 = torch.conv2d(tmp_24, in_44, None, (1, 1), (0, 0), (1, 1), 1);  tmp_24 = in_44 = None
        tmp_26 = torch.nn.functional.batch_norm(tmp_25, in_40, in_41, in_43, in_42, False, 0.1, 1e-05);  tmp_25 = in_40 = in_41 = in_43 = in_42 = None
        tmp_27 = tmp_26 + tmp_18;  tmp_26 = tmp_18 = None
        tmp_28 = torch.conv2d(tmp_27, in_49, None, (1, 1), (0, 0), (1, 1), 1);  tmp_27 = in_49 = None
        tmp_29 = torch.nn.functional.batch_norm(tmp_28, in_45, in_46, in_48, in_47, False, 0.1, 1e-05);  tmp_28 = in_45 = in_46 = in_48 = in_47 = None
        tmp_30 = torch.nn.functional.silu(tmp_29, inplace = True);  tmp_29 = None
        tmp_31 = torch.conv2d(tmp_30, in_54, None, (2, 2), (1, 1), (1, 1), 128);  tmp_30 = in_54 = None
        tmp_32 = torch.nn.functional.batch_norm(tmp_31, in_50, in_51, in_53, in_52, False, 0.1, 1e-05);  tmp_31 = in_50 = in_51 = in_53 = in_52 = None
        tmp_33 = torch.nn.functional.silu(tmp_32, inplace = True);  tmp_32 = None
        tmp_34 = torch.conv2d(tmp_33, in_59, None, (1, 1), (0, 0), (1, 1), 1);  tmp_33 = in_59 = None
        tmp_35 = torch.nn.functional.batch_norm(tmp_34, in_55, in_56, in_58, in_57, False, 0.1, 1e-05);  tmp_34 = in_55 = in_56 = in_58 = in_57 = None
        return (tmp_35,)
        