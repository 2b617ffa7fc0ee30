import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30):
        tmp_0 = torch.conv2d(in_30, in_8, None, (2, 2), (0, 0), (1, 1), 144);  in_30 = in_8 = None
        tmp_1 = torch.nn.functional.batch_norm(tmp_0, in_0, in_1, in_3, in_2, False, 0.1, 0.001);  tmp_0 = in_0 = in_1 = in_3 = in_2 = None
        tmp_2 = torch.nn.functional.hardtanh(tmp_1, 0.0, 6.0, True);  tmp_1 = None
        tmp_3 = torch.conv2d(tmp_2, in_9, None, (1, 1), (0, 0), (1, 1), 1);  tmp_2 = in_9 = None
        tmp_4 = torch.nn.functional.batch_norm(tmp_3, in_4, in_5, in_7, in_6, False, 0.1, 0.001);  tmp_3 = in_4 = in_5 = in_7 = in_6 = None
        tmp_5 = torch.conv2d(tmp_4, in_23, None, (1, 1), (0, 0), (1, 1), 1);  in_23 = None
        tmp_6 = torch.nn.functional.batch_norm(tmp_5, in_10, in_11, in_13, in_12, False, 0.1, 0.001);  tmp_5 = in_10 = in_11 = in_13 = in_12 = None
        tmp_7 = torch.nn.functional.hardtanh(tmp_6, 0.0, 6.0, True);  tmp_6 = None
        tmp_8 = torch.conv2d(tmp_7, in_22, None, (1, 1), (2, 2), (1, 1), 240);  tmp_7 = in_22 = None
        tmp_9 = torch.nn.functional.batch_norm(tmp_8, in_14, in_15, in_17, in_16, False, 0.1, 0.001);  tmp_8 = in_14 = in_15 = in_17 = in_16 = None
        tmp_10 = torch.nn.functional.hardtanh(tmp_9, 0.0, 6.0, True);  tmp_9 = None
        tmp_11 = torch.conv2d(tmp_10, in_24, None, (1, 1), (0, 0), (1, 1), 1);  tmp_10 = in_24 = None
        tmp_12 = torch.nn.functional.batch_norm(tmp_11, in_18, in_19, in_21, in_20, False, 0.1, 0.001);  tmp_11 = in_18 = in_19 = in_21 = in_20 = None
        tmp_13 = tmp_12 + tmp_4;  tmp_12 = tmp_4 = None
        tmp_14 = torch.conv2d(tmp_13, in_29, None, (1, 1), (0, 0), (1, 1), 1);  tmp_13 = in_29 = None
        tmp_15 = torch.nn.functional.batch_norm(tmp_14, in_25, in_26, in_28, in_27, False, 0.1, 0.001);  tmp_14 = in_25 = in_26 = in_28 = in_27 = None
        tmp_16 = torch.nn.functional.hardtanh(tmp_15, 0.0, 6.0, True);  tmp_15 = None
        return (tmp_16,)
        