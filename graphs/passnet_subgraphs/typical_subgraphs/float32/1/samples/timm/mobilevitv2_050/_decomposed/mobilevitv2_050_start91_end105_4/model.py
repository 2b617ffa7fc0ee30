import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26):
        tmp_0 = torch.conv2d(in_26, in_4, None, (1, 1), (0, 0), (1, 1), 1);  in_26 = in_4 = None
        tmp_1 = torch.nn.functional.batch_norm(tmp_0, in_0, in_1, in_3, in_2, False, 0.1, 1e-05);  tmp_0 = in_0 = in_1 = in_3 = in_2 = None
        tmp_2 = torch.conv2d(tmp_1, in_9, None, (1, 1), (0, 0), (1, 1), 1);  tmp_1 = in_9 = None
        tmp_3 = torch.nn.functional.batch_norm(tmp_2, in_5, in_6, in_8, in_7, False, 0.1, 1e-05);  tmp_2 = in_5 = in_6 = in_8 = in_7 = None
        tmp_4 = torch.nn.functional.silu(tmp_3, inplace = True);  tmp_3 = None
        tmp_5 = torch.conv2d(tmp_4, in_14, None, (2, 2), (1, 1), (1, 1), 256);  tmp_4 = in_14 = None
        tmp_6 = torch.nn.functional.batch_norm(tmp_5, in_10, in_11, in_13, in_12, False, 0.1, 1e-05);  tmp_5 = in_10 = in_11 = in_13 = in_12 = None
        tmp_7 = torch.nn.functional.silu(tmp_6, inplace = True);  tmp_6 = None
        tmp_8 = torch.conv2d(tmp_7, in_19, None, (1, 1), (0, 0), (1, 1), 1);  tmp_7 = in_19 = None
        tmp_9 = torch.nn.functional.batch_norm(tmp_8, in_15, in_16, in_18, in_17, False, 0.1, 1e-05);  tmp_8 = in_15 = in_16 = in_18 = in_17 = None
        tmp_10 = torch.conv2d(tmp_9, in_25, None, (1, 1), (1, 1), (1, 1), 192);  tmp_9 = in_25 = None
        tmp_11 = torch.nn.functional.batch_norm(tmp_10, in_21, in_22, in_24, in_23, False, 0.1, 1e-05);  tmp_10 = in_21 = in_22 = in_24 = in_23 = None
        tmp_12 = torch.nn.functional.silu(tmp_11, inplace = True);  tmp_11 = None
        tmp_13 = torch.conv2d(tmp_12, in_20, None, (1, 1), (0, 0), (1, 1), 1);  tmp_12 = in_20 = None
        return (tmp_13,)
        