import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25):
        tmp_0 = torch.conv2d(in_25, in_8, None, (2, 2), (1, 1), (1, 1), 1);  in_8 = None
        tmp_1 = torch.nn.functional.batch_norm(tmp_0, in_0, in_1, in_3, in_2, False, 0.1, 1e-05);  tmp_0 = in_0 = in_1 = in_3 = in_2 = None
        tmp_2 = torch.nn.functional.relu(tmp_1, inplace = True);  tmp_1 = None
        tmp_3 = torch.conv2d(tmp_2, in_9, None, (1, 1), (1, 1), (1, 1), 1);  tmp_2 = in_9 = None
        tmp_4 = torch.nn.functional.batch_norm(tmp_3, in_4, in_5, in_7, in_6, False, 0.1, 1e-05);  tmp_3 = in_4 = in_5 = in_7 = in_6 = None
        tmp_5 = torch.conv2d(in_25, in_10, None, (2, 2), (0, 0), (1, 1), 1);  in_25 = in_10 = None
        tmp_6 = torch.nn.functional.batch_norm(tmp_5, in_11, in_12, in_14, in_13, False, 0.1, 1e-05);  tmp_5 = in_11 = in_12 = in_14 = in_13 = None
        tmp_4 += tmp_6;  tmp_7 = tmp_4;  tmp_4 = tmp_6 = None
        tmp_8 = torch.nn.functional.relu(tmp_7, inplace = True);  tmp_7 = None
        tmp_9 = torch.conv2d(tmp_8, in_23, None, (1, 1), (1, 1), (1, 1), 1);  in_23 = None
        tmp_10 = torch.nn.functional.batch_norm(tmp_9, in_15, in_16, in_18, in_17, False, 0.1, 1e-05);  tmp_9 = in_15 = in_16 = in_18 = in_17 = None
        tmp_11 = torch.nn.functional.relu(tmp_10, inplace = True);  tmp_10 = None
        tmp_12 = torch.conv2d(tmp_11, in_24, None, (1, 1), (1, 1), (1, 1), 1);  tmp_11 = in_24 = None
        tmp_13 = torch.nn.functional.batch_norm(tmp_12, in_19, in_20, in_22, in_21, False, 0.1, 1e-05);  tmp_12 = in_19 = in_20 = in_22 = in_21 = None
        return (tmp_8, tmp_13)
        