import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20):
        tmp_0 = torch.conv2d(in_20, in_1, in_0, (1, 1), (0, 0), (1, 1), 1);  in_20 = in_1 = in_0 = None
        tmp_1 = torch.nn.functional.silu(tmp_0, inplace = True);  tmp_0 = None
        tmp_2 = torch.conv2d(tmp_1, in_3, in_2, (1, 1), (0, 0), (1, 1), 1);  tmp_1 = in_3 = in_2 = None
        tmp_3 = torch.sigmoid(tmp_2);  tmp_2 = None
        tmp_4 = tmp_3 * in_19;  tmp_3 = in_19 = None
        tmp_5 = torch.conv2d(tmp_4, in_4, None, (1, 1), (0, 0), (1, 1), 1);  tmp_4 = in_4 = None
        tmp_6 = torch.nn.functional.batch_norm(tmp_5, in_5, in_6, in_8, in_7, False, 0.1, 1e-05);  tmp_5 = in_5 = in_6 = in_8 = in_7 = None
        tmp_7 = torch.conv2d(tmp_6, in_9, None, (1, 1), (0, 0), (1, 1), 1);  tmp_6 = in_9 = None
        tmp_8 = torch.nn.functional.batch_norm(tmp_7, in_10, in_11, in_13, in_12, False, 0.1, 1e-05);  tmp_7 = in_10 = in_11 = in_13 = in_12 = None
        tmp_9 = torch.nn.functional.silu(tmp_8, inplace = True);  tmp_8 = None
        tmp_10 = torch.conv2d(tmp_9, in_14, None, (2, 2), (1, 1), (1, 1), 96);  tmp_9 = in_14 = None
        tmp_11 = torch.nn.functional.batch_norm(tmp_10, in_15, in_16, in_18, in_17, False, 0.1, 1e-05);  tmp_10 = in_15 = in_16 = in_18 = in_17 = None
        tmp_12 = torch.nn.functional.silu(tmp_11, inplace = True);  tmp_11 = None
        return (tmp_12,)
        