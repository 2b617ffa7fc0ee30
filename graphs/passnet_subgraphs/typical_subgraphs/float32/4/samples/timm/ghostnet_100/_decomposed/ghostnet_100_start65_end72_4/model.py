import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10):
        tmp_0 = torch.conv2d(in_10, in_8, in_7, (1, 1), (0, 0), (1, 1), 1);  in_10 = in_8 = in_7 = None
        tmp_1 = torch.nn.functional.relu(tmp_0, inplace = True);  tmp_0 = None
        tmp_2 = torch.conv2d(tmp_1, in_6, in_5, (1, 1), (0, 0), (1, 1), 1);  tmp_1 = in_6 = in_5 = None
        tmp_3 = torch.nn.functional.hardsigmoid(tmp_2, False);  tmp_2 = None
        tmp_4 = in_9 * tmp_3;  in_9 = tmp_3 = None
        tmp_5 = torch.conv2d(tmp_4, in_0, None, (1, 1), (0, 0), (1, 1), 1);  tmp_4 = in_0 = None
        tmp_6 = torch.nn.functional.batch_norm(tmp_5, in_1, in_2, in_4, in_3, False, 0.1, 1e-05);  tmp_5 = in_1 = in_2 = in_4 = in_3 = None
        return (tmp_6,)
        