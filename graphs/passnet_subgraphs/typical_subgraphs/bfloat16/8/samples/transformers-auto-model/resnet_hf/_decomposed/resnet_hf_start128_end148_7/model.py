import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31):
        in_31 += in_30;  tmp_0 = in_31;  in_31 = in_30 = None
        tmp_1 = torch.nn.functional.relu(tmp_0, inplace = False);  tmp_0 = None
        tmp_2 = torch.conv2d(tmp_1, in_0, None, (1, 1), (0, 0), (1, 1), 1);  in_0 = None
        tmp_3 = torch.nn.functional.batch_norm(tmp_2, in_1, in_2, in_4, in_3, False, 0.1, 1e-05);  tmp_2 = in_1 = in_2 = in_4 = in_3 = None
        tmp_4 = torch.nn.functional.relu(tmp_3, inplace = False);  tmp_3 = None
        tmp_5 = torch.conv2d(tmp_4, in_5, None, (1, 1), (1, 1), (1, 1), 1);  tmp_4 = in_5 = None
        tmp_6 = torch.nn.functional.batch_norm(tmp_5, in_6, in_7, in_9, in_8, False, 0.1, 1e-05);  tmp_5 = in_6 = in_7 = in_9 = in_8 = None
        tmp_7 = torch.nn.functional.relu(tmp_6, inplace = False);  tmp_6 = None
        tmp_8 = torch.conv2d(tmp_7, in_10, None, (1, 1), (0, 0), (1, 1), 1);  tmp_7 = in_10 = None
        tmp_9 = torch.nn.functional.batch_norm(tmp_8, in_11, in_12, in_14, in_13, False, 0.1, 1e-05);  tmp_8 = in_11 = in_12 = in_14 = in_13 = None
        tmp_9 += tmp_1;  tmp_10 = tmp_9;  tmp_9 = tmp_1 = None
        tmp_11 = torch.nn.functional.relu(tmp_10, inplace = False);  tmp_10 = None
        tmp_12 = torch.conv2d(tmp_11, in_15, None, (1, 1), (0, 0), (1, 1), 1);  in_15 = None
        tmp_13 = torch.nn.functional.batch_norm(tmp_12, in_16, in_17, in_19, in_18, False, 0.1, 1e-05);  tmp_12 = in_16 = in_17 = in_19 = in_18 = None
        tmp_14 = torch.nn.functional.relu(tmp_13, inplace = False);  tmp_13 = None
        tmp_15 = torch.conv2d(tmp_14, in_20, None, (2, 2), (1, 1), (1, 1), 1);  tmp_14 = in_20 = None
        tmp_16 = torch.nn.functional.batch_norm(tmp_15, in_21, in_22, in_24, in_23, False, 0.1, 1e-05);  tmp_15 = in_21 = in_22 = in_24 = in_23 = None
        tmp_17 = torch.nn.functional.relu(tmp_16, inplace = False);  tmp_16 = None
        tmp_18 = torch.conv2d(tmp_17, in_25, None, (1, 1), (0, 0), (1, 1), 1);  tmp_17 = in_25 = None
        tmp_19 = torch.nn.functional.batch_norm(tmp_18, in_26, in_27, in_29, in_28, False, 0.1, 1e-05);  tmp_18 = in_26 = in_27 = in_29 = in_28 = None
        return (tmp_11, tmp_19)
        