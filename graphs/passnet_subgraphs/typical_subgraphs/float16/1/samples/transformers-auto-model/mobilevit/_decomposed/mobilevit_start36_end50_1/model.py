import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22):
        tmp_0 = in_21 + in_22;  in_21 = in_22 = None
        tmp_1 = torch.conv2d(tmp_0, in_11, None, (1, 1), (0, 0), (1, 1), 1);  tmp_0 = in_11 = None
        tmp_2 = torch.nn.functional.batch_norm(tmp_1, in_12, in_13, in_15, in_14, False, 0.1, 1e-05);  tmp_1 = in_12 = in_13 = in_15 = in_14 = None
        tmp_3 = torch.nn.functional.silu(tmp_2);  tmp_2 = None
        tmp_4 = torch.conv2d(tmp_3, in_6, None, (2, 2), (1, 1), (1, 1), 256);  tmp_3 = in_6 = None
        tmp_5 = torch.nn.functional.batch_norm(tmp_4, in_7, in_8, in_10, in_9, False, 0.1, 1e-05);  tmp_4 = in_7 = in_8 = in_10 = in_9 = None
        tmp_6 = torch.nn.functional.silu(tmp_5);  tmp_5 = None
        tmp_7 = torch.conv2d(tmp_6, in_16, None, (1, 1), (0, 0), (1, 1), 1);  tmp_6 = in_16 = None
        tmp_8 = torch.nn.functional.batch_norm(tmp_7, in_17, in_18, in_20, in_19, False, 0.1, 1e-05);  tmp_7 = in_17 = in_18 = in_20 = in_19 = None
        tmp_9 = torch.conv2d(tmp_8, in_1, None, (1, 1), (1, 1), (1, 1), 1);  in_1 = None
        tmp_10 = torch.nn.functional.batch_norm(tmp_9, in_2, in_3, in_5, in_4, False, 0.1, 1e-05);  tmp_9 = in_2 = in_3 = in_5 = in_4 = None
        tmp_11 = torch.nn.functional.silu(tmp_10);  tmp_10 = None
        tmp_12 = torch.conv2d(tmp_11, in_0, None, (1, 1), (0, 0), (1, 1), 1);  tmp_11 = in_0 = None
        tmp_13 = tmp_12.reshape(9216, 2, 16, 2);  tmp_12 = None
        return (tmp_8, tmp_13)
        