class Program_weight_tensor_meta_s0:
    name = "s0"
    shape = []
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [4]


class Program_weight_tensor_meta_L_stack0_:
    name = "L_stack0_"
    shape = [1, 16, 16, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000
    std = 1.000
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_weight_:
    name = "L_self_modules_head_modules_fc_parameters_weight_"
    shape = [1000, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_fc_parameters_bias_:
    name = "L_self_modules_head_modules_fc_parameters_bias_"
    shape = [1000]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000
    std = 0.000
    data = None
