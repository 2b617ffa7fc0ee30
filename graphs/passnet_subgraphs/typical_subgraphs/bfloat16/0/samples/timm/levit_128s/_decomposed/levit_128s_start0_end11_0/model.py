import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20):
        tmp_0 = torch.conv2d(in_20, in_4, None, (2, 2), (1, 1), (1, 1), 1);  in_20 = in_4 = None
        tmp_1 = torch.nn.functional.batch_norm(tmp_0, in_0, in_1, in_3, in_2, False, 0.1, 1e-05);  tmp_0 = in_0 = in_1 = in_3 = in_2 = None
        tmp_2 = torch.nn.functional.hardswish(tmp_1, False);  tmp_1 = None
        tmp_3 = torch.conv2d(tmp_2, in_9, None, (2, 2), (1, 1), (1, 1), 1);  tmp_2 = in_9 = None
        tmp_4 = torch.nn.functional.batch_norm(tmp_3, in_5, in_6, in_8, in_7, False, 0.1, 1e-05);  tmp_3 = in_5 = in_6 = in_8 = in_7 = None
        tmp_5 = torch.nn.functional.hardswish(tmp_4, False);  tmp_4 = None
        tmp_6 = torch.conv2d(tmp_5, in_14, None, (2, 2), (1, 1), (1, 1), 1);  tmp_5 = in_14 = None
        tmp_7 = torch.nn.functional.batch_norm(tmp_6, in_10, in_11, in_13, in_12, False, 0.1, 1e-05);  tmp_6 = in_10 = in_11 = in_13 = in_12 = None
        tmp_8 = torch.nn.functional.hardswish(tmp_7, False);  tmp_7 = None
        tmp_9 = torch.conv2d(tmp_8, in_19, None, (2, 2), (1, 1), (1, 1), 1);  tmp_8 = in_19 = None
        tmp_10 = torch.nn.functional.batch_norm(tmp_9, in_15, in_16, in_18, in_17, False, 0.1, 1e-05);  tmp_9 = in_15 = in_16 = in_18 = in_17 = None
        return (tmp_10,)
        