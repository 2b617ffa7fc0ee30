import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31):
        tmp_0 = torch.conv2d(in_30, in_0, None, (1, 1), (0, 0), (1, 1), 1);  in_30 = in_0 = None
        tmp_1 = torch.nn.functional.batch_norm(tmp_0, in_1, in_2, in_4, in_3, False, 0.1, 1e-05);  tmp_0 = in_1 = in_2 = in_4 = in_3 = None
        in_31 += tmp_1;  tmp_2 = in_31;  in_31 = tmp_1 = None
        tmp_3 = torch.nn.functional.relu(tmp_2, inplace = True);  tmp_2 = None
        tmp_4 = torch.conv2d(tmp_3, in_17, None, (1, 1), (0, 0), (1, 1), 1);  in_17 = None
        tmp_5 = torch.nn.functional.batch_norm(tmp_4, in_5, in_6, in_8, in_7, False, 0.1, 1e-05);  tmp_4 = in_5 = in_6 = in_8 = in_7 = None
        tmp_6 = torch.nn.functional.relu(tmp_5, inplace = True);  tmp_5 = None
        tmp_7 = torch.conv2d(tmp_6, in_18, None, (1, 1), (2, 2), (2, 2), 1);  tmp_6 = in_18 = None
        tmp_8 = torch.nn.functional.batch_norm(tmp_7, in_9, in_10, in_12, in_11, False, 0.1, 1e-05);  tmp_7 = in_9 = in_10 = in_12 = in_11 = None
        tmp_9 = torch.nn.functional.relu(tmp_8, inplace = True);  tmp_8 = None
        tmp_10 = torch.conv2d(tmp_9, in_19, None, (1, 1), (0, 0), (1, 1), 1);  tmp_9 = in_19 = None
        tmp_11 = torch.nn.functional.batch_norm(tmp_10, in_13, in_14, in_16, in_15, False, 0.1, 1e-05);  tmp_10 = in_13 = in_14 = in_16 = in_15 = None
        tmp_11 += tmp_3;  tmp_12 = tmp_11;  tmp_11 = tmp_3 = None
        tmp_13 = torch.nn.functional.relu(tmp_12, inplace = True);  tmp_12 = None
        tmp_14 = torch.conv2d(tmp_13, in_28, None, (1, 1), (0, 0), (1, 1), 1);  in_28 = None
        tmp_15 = torch.nn.functional.batch_norm(tmp_14, in_20, in_21, in_23, in_22, False, 0.1, 1e-05);  tmp_14 = in_20 = in_21 = in_23 = in_22 = None
        tmp_16 = torch.nn.functional.relu(tmp_15, inplace = True);  tmp_15 = None
        tmp_17 = torch.conv2d(tmp_16, in_29, None, (1, 1), (2, 2), (2, 2), 1);  tmp_16 = in_29 = None
        tmp_18 = torch.nn.functional.batch_norm(tmp_17, in_24, in_25, in_27, in_26, False, 0.1, 1e-05);  tmp_17 = in_24 = in_25 = in_27 = in_26 = None
        tmp_19 = torch.nn.functional.relu(tmp_18, inplace = True);  tmp_18 = None
        return (tmp_13, tmp_19)
        