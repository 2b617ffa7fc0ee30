import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21):
        tmp_0 = torch.conv2d(in_21, in_8, None, (2, 2), (1, 1), (1, 1), 1);  in_21 = in_8 = None
        tmp_1 = torch.nn.functional.batch_norm(tmp_0, in_0, in_1, in_3, in_2, False, 0.1, 1e-05);  tmp_0 = in_0 = in_1 = in_3 = in_2 = None
        tmp_2 = torch.nn.functional.relu(tmp_1, inplace = True);  tmp_1 = None
        tmp_3 = torch.conv2d(tmp_2, in_9, None, (1, 1), (1, 1), (1, 1), 1);  tmp_2 = in_9 = None
        tmp_4 = torch.nn.functional.batch_norm(tmp_3, in_4, in_5, in_7, in_6, False, 0.1, 1e-05);  tmp_3 = in_4 = in_5 = in_7 = in_6 = None
        tmp_4 += in_20;  tmp_5 = tmp_4;  tmp_4 = in_20 = None
        tmp_6 = torch.nn.functional.relu(tmp_5, inplace = True);  tmp_5 = None
        tmp_7 = torch.conv2d(tmp_6, in_18, None, (1, 1), (1, 1), (1, 1), 1);  in_18 = None
        tmp_8 = torch.nn.functional.batch_norm(tmp_7, in_10, in_11, in_13, in_12, False, 0.1, 1e-05);  tmp_7 = in_10 = in_11 = in_13 = in_12 = None
        tmp_9 = torch.nn.functional.relu(tmp_8, inplace = True);  tmp_8 = None
        tmp_10 = torch.conv2d(tmp_9, in_19, None, (1, 1), (1, 1), (1, 1), 1);  tmp_9 = in_19 = None
        tmp_11 = torch.nn.functional.batch_norm(tmp_10, in_14, in_15, in_17, in_16, False, 0.1, 1e-05);  tmp_10 = in_14 = in_15 = in_17 = in_16 = None
        tmp_11 += tmp_6;  tmp_12 = tmp_11;  tmp_11 = None
        tmp_13 = torch.nn.functional.relu(tmp_12, inplace = True);  tmp_12 = None
        return (tmp_6, tmp_13)
        