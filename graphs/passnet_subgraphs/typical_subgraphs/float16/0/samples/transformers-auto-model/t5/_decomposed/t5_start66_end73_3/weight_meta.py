class Program_weight_tensor_meta_attention_output:
	name = "in_0"
	original_name = "attention_output"
	shape = [1, 16, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.032
	std = 1.045


class Program_weight_tensor_meta_dropout_3:
	name = "in_1"
	original_name = "dropout_3"
	shape = [1, 16, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.013
	std = 0.718
