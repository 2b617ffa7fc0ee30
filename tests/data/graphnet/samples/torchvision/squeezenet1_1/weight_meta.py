class Program_weight_tensor_meta_L_self_modules_features_modules_0_parameters_weight_:
    name = "L_self_modules_features_modules_0_parameters_weight_"
    shape = [64, 3, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.261
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_0_parameters_bias_:
    name = "L_self_modules_features_modules_0_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.032
    std = 0.486
    data = None


class Program_weight_tensor_meta_s1:
    name = "s1"
    shape = []
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [0]


class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [1, 3, 224, 224]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.500
    std = 0.288
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_squeeze_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_squeeze_parameters_weight_"
    shape = [16, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.025
    std = 0.274
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_squeeze_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_squeeze_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.160
    std = 0.587
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_expand1x1_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_expand1x1_parameters_weight_"
    shape = [64, 16, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.217
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_expand1x1_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_expand1x1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.071
    std = 0.226
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_expand3x3_parameters_weight_:
    name = "L_self_modules_features_modules_3_modules_expand3x3_parameters_weight_"
    shape = [64, 16, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.093
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_expand3x3_parameters_bias_:
    name = "L_self_modules_features_modules_3_modules_expand3x3_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.053
    std = 0.142
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_squeeze_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_squeeze_parameters_weight_"
    shape = [16, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.021
    std = 0.198
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_squeeze_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_squeeze_parameters_bias_"
    shape = [16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.295
    std = 0.406
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_expand1x1_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_expand1x1_parameters_weight_"
    shape = [64, 16, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.019
    std = 0.214
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_expand1x1_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_expand1x1_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.059
    std = 0.499
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_expand3x3_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_expand3x3_parameters_weight_"
    shape = [64, 16, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.106
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_expand3x3_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_expand3x3_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.049
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_squeeze_parameters_weight_:
    name = "L_self_modules_features_modules_6_modules_squeeze_parameters_weight_"
    shape = [32, 128, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.019
    std = 0.174
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_squeeze_parameters_bias_:
    name = "L_self_modules_features_modules_6_modules_squeeze_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.063
    std = 0.242
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_expand1x1_parameters_weight_:
    name = "L_self_modules_features_modules_6_modules_expand1x1_parameters_weight_"
    shape = [128, 32, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.006
    std = 0.121
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_expand1x1_parameters_bias_:
    name = "L_self_modules_features_modules_6_modules_expand1x1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.030
    std = 0.067
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_expand3x3_parameters_weight_:
    name = "L_self_modules_features_modules_6_modules_expand3x3_parameters_weight_"
    shape = [128, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.059
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_expand3x3_parameters_bias_:
    name = "L_self_modules_features_modules_6_modules_expand3x3_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.023
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_squeeze_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_squeeze_parameters_weight_"
    shape = [32, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.007
    std = 0.121
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_squeeze_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_squeeze_parameters_bias_"
    shape = [32]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.062
    std = 0.148
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_expand1x1_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_expand1x1_parameters_weight_"
    shape = [128, 32, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.123
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_expand1x1_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_expand1x1_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.026
    std = 0.045
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_expand3x3_parameters_weight_:
    name = "L_self_modules_features_modules_7_modules_expand3x3_parameters_weight_"
    shape = [128, 32, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.061
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_expand3x3_parameters_bias_:
    name = "L_self_modules_features_modules_7_modules_expand3x3_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.013
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_squeeze_parameters_weight_:
    name = "L_self_modules_features_modules_9_modules_squeeze_parameters_weight_"
    shape = [48, 256, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.009
    std = 0.109
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_squeeze_parameters_bias_:
    name = "L_self_modules_features_modules_9_modules_squeeze_parameters_bias_"
    shape = [48]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.017
    std = 0.065
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_expand1x1_parameters_weight_:
    name = "L_self_modules_features_modules_9_modules_expand1x1_parameters_weight_"
    shape = [192, 48, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.084
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_expand1x1_parameters_bias_:
    name = "L_self_modules_features_modules_9_modules_expand1x1_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.011
    std = 0.018
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_expand3x3_parameters_weight_:
    name = "L_self_modules_features_modules_9_modules_expand3x3_parameters_weight_"
    shape = [192, 48, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.048
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_9_modules_expand3x3_parameters_bias_:
    name = "L_self_modules_features_modules_9_modules_expand3x3_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.006
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_squeeze_parameters_weight_:
    name = "L_self_modules_features_modules_10_modules_squeeze_parameters_weight_"
    shape = [48, 384, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.009
    std = 0.087
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_squeeze_parameters_bias_:
    name = "L_self_modules_features_modules_10_modules_squeeze_parameters_bias_"
    shape = [48]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.021
    std = 0.048
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_expand1x1_parameters_weight_:
    name = "L_self_modules_features_modules_10_modules_expand1x1_parameters_weight_"
    shape = [192, 48, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.086
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_expand1x1_parameters_bias_:
    name = "L_self_modules_features_modules_10_modules_expand1x1_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.009
    std = 0.016
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_expand3x3_parameters_weight_:
    name = "L_self_modules_features_modules_10_modules_expand3x3_parameters_weight_"
    shape = [192, 48, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.046
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_10_modules_expand3x3_parameters_bias_:
    name = "L_self_modules_features_modules_10_modules_expand3x3_parameters_bias_"
    shape = [192]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.007
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_squeeze_parameters_weight_:
    name = "L_self_modules_features_modules_11_modules_squeeze_parameters_weight_"
    shape = [64, 384, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.079
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_squeeze_parameters_bias_:
    name = "L_self_modules_features_modules_11_modules_squeeze_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.019
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_expand1x1_parameters_weight_:
    name = "L_self_modules_features_modules_11_modules_expand1x1_parameters_weight_"
    shape = [256, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.069
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_expand1x1_parameters_bias_:
    name = "L_self_modules_features_modules_11_modules_expand1x1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.013
    std = 0.014
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_expand3x3_parameters_weight_:
    name = "L_self_modules_features_modules_11_modules_expand3x3_parameters_weight_"
    shape = [256, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_11_modules_expand3x3_parameters_bias_:
    name = "L_self_modules_features_modules_11_modules_expand3x3_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.011
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_squeeze_parameters_weight_:
    name = "L_self_modules_features_modules_12_modules_squeeze_parameters_weight_"
    shape = [64, 512, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005
    std = 0.073
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_squeeze_parameters_bias_:
    name = "L_self_modules_features_modules_12_modules_squeeze_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.011
    std = 0.081
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_expand1x1_parameters_weight_:
    name = "L_self_modules_features_modules_12_modules_expand1x1_parameters_weight_"
    shape = [256, 64, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.020
    std = 0.098
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_expand1x1_parameters_bias_:
    name = "L_self_modules_features_modules_12_modules_expand1x1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.009
    std = 0.010
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_expand3x3_parameters_weight_:
    name = "L_self_modules_features_modules_12_modules_expand3x3_parameters_weight_"
    shape = [256, 64, 3, 3]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_12_modules_expand3x3_parameters_bias_:
    name = "L_self_modules_features_modules_12_modules_expand3x3_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.004
    data = None


class Program_weight_tensor_meta_L_self_modules_classifier_modules_1_parameters_weight_:
    name = "L_self_modules_classifier_modules_1_parameters_weight_"
    shape = [1000, 512, 1, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.005
    std = 0.038
    data = None


class Program_weight_tensor_meta_L_self_modules_classifier_modules_1_parameters_bias_:
    name = "L_self_modules_classifier_modules_1_parameters_bias_"
    shape = [1000]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.012
    std = 0.019
    data = None
