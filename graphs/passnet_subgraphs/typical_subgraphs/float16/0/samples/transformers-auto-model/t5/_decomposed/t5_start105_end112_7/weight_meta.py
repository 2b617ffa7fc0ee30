class Program_weight_tensor_meta_attention_output_1:
	name = "in_0"
	original_name = "attention_output_1"
	shape = [1, 16, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.012
	std = 1.349


class Program_weight_tensor_meta_dropout_6:
	name = "in_1"
	original_name = "dropout_6"
	shape = [1, 16, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.016
	std = 0.694
